import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses the server may open a connection to on a user's say-so (a push
 * endpoint): public unicast only. Everything the IANA special-purpose registries set
 * aside is refused: loopback, private, shared (CGNAT), link-local, unique-local,
 * multicast, unspecified, documentation, benchmarking, reserved; and an IPv6 address
 * that carries an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 it carries.
 */
export type AddressKind = 'public' | 'loopback' | 'non-public';

type Range = [base: number, bits: number];

const v4 = (dotted: string): number =>
  dotted.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const cidr4 = (text: string): Range => {
  const [base = '', bits = '32'] = text.split('/');
  return [v4(base), Number(bits)];
};

const LOOPBACK_V4 = cidr4('127.0.0.0/8');

/** RFC 6890 and the IANA IPv4 special-purpose registry: none of these is the public internet. */
const NON_PUBLIC_V4: Range[] = [
  '0.0.0.0/8', // this network, unspecified
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '169.254.0.0/16', // link-local (cloud metadata services live here)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the limited broadcast 255.255.255.255
].map(cidr4);

const inRange4 = (address: number, [base, bits]: Range): boolean => {
  const size = 2 ** (32 - bits);
  return address >= base && address < base + size;
};

/** A dotted-quad IPv4 address (as DNS or the URL parser gives it). */
export function classifyIPv4(dotted: string): AddressKind {
  const address = v4(dotted);
  if (inRange4(address, LOOPBACK_V4)) return 'loopback';
  return NON_PUBLIC_V4.some((range) => inRange4(address, range)) ? 'non-public' : 'public';
}

/** The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` is dropped). */
export function ipv6Groups(text: string): number[] | null {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return null;
  // The URL standard's serialisation: lower-case hex, `::` for the longest zero run, no dotted tail.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [left, right] = canonical.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const head = parse(left);
  if (right === undefined) return head;
  const tail = parse(right);
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

const startsWith = (groups: number[], prefix: number[]) =>
  prefix.every((group, i) => groups[i] === group);

export function classifyIPv6(text: string): AddressKind {
  const g = ipv6Groups(text);
  if (!g) return 'non-public';
  const [g0 = 0, g1 = 0, g2 = 0, , , g5 = 0, g6 = 0, g7 = 0] = g;
  if (g.every((group) => group === 0)) return 'non-public'; // :: unspecified
  if (g.slice(0, 7).every((group) => group === 0) && g7 === 1) return 'loopback'; // ::1
  // ::ffff:a.b.c.d (IPv4-mapped): the socket connects to that IPv4 address itself.
  if (g.slice(0, 5).every((group) => group === 0) && g5 === 0xffff)
    return classifyIPv4(v4Of(g6, g7));
  // NAT64 and 6to4 (whose relay's IPv4 address is in the next 32 bits) reach another
  // machine's view of that address: never ours, so its loopback is simply not public.
  const beyond = (kind: AddressKind): AddressKind => (kind === 'loopback' ? 'non-public' : kind);
  if (startsWith(g, [0x64, 0xff9b, 0, 0, 0, 0])) return beyond(classifyIPv4(v4Of(g6, g7)));
  if (g0 === 0x2002) return beyond(classifyIPv4(v4Of(g1, g2)));
  // Only 2000::/3 is global unicast; inside it, Teredo (2001::/32, tunnels to an IPv4 peer),
  // benchmarking, ORCHID and documentation are not places a push service lives.
  if ((g0 & 0xe000) !== 0x2000) return 'non-public';
  if (g0 === 0x2001) {
    if (g1 === 0 || g1 === 0xdb8) return 'non-public'; // Teredo, documentation
    if (g1 === 2 && g2 === 0) return 'non-public'; // benchmarking 2001:2::/48
    if (g1 >= 0x10 && g1 <= 0x2f) return 'non-public'; // ORCHID 2001:10::/28, 2001:20::/28
  }
  if (g0 === 0x3fff && g1 < 0x1000) return 'non-public'; // documentation 3fff::/20
  return 'public';
}

/** Any IP address in the text form DNS or a socket gives. */
export function classifyAddress(address: string): AddressKind {
  if (isIPv4(address)) return classifyIPv4(address);
  if (isIPv6(address.replace(/%.*$/, ''))) return classifyIPv6(address);
  return 'non-public';
}

/** Names that never leave the machine or the local network, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/;
const LOOPBACK_NAMES = /(^|\.)localhost$/;

export type HostVerdict =
  | { kind: 'address'; address: string; verdict: AddressKind }
  | { kind: 'name'; name: string }
  | { kind: 'refused'; verdict: Exclude<AddressKind, 'public'> };

/**
 * A URL's host as the server would reach it. An IP literal in any spelling the URL
 * standard accepts (2130706433, 0177.0.0.1, 0x7f.1, 127.1, [::ffff:7f00:1], trailing
 * dots) is read back to its address and judged; `localhost`, `*.localhost` and the
 * local-network names are refused by name; any other name must be resolved and its
 * addresses judged (see `classifyAddress`).
 */
export function classifyHost(host: string): HostVerdict {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (isIPv6(name.replace(/%.*$/, '')))
    return { kind: 'address', address: name, verdict: classifyIPv6(name) };
  name = name.replace(/\.+$/, '');
  let canonical: string;
  try {
    canonical = new URL(`http://${name}/`).hostname;
  } catch {
    return { kind: 'refused', verdict: 'non-public' };
  }
  if (isIPv4(canonical))
    return { kind: 'address', address: canonical, verdict: classifyIPv4(canonical) };
  if (!canonical || canonical.startsWith('[')) return { kind: 'refused', verdict: 'non-public' };
  if (LOOPBACK_NAMES.test(canonical)) return { kind: 'refused', verdict: 'loopback' };
  // A single label (`vm`, `intranet`) is resolved from /etc/hosts or a search domain: local.
  if (LOCAL_NAMES.test(canonical) || !canonical.includes('.') || canonical.includes('..'))
    return { kind: 'refused', verdict: 'non-public' };
  // A last label of digits is an IPv4 address the parser did not take (1.2.3.4.5): no name.
  if (/^\d+$/.test(canonical.slice(canonical.lastIndexOf('.') + 1)))
    return { kind: 'refused', verdict: 'non-public' };
  return { kind: 'name', name: canonical };
}
