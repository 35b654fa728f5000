import { promises as dns } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { classifyAddress, classifyHost } from './public-address.js';
import type { AddressKind } from './public-address.js';

/**
 * The one door for connections the server opens on a user's say-so (push endpoints):
 * only to public addresses, checked when the URL is stored and again on every connection
 * against the addresses DNS gives at that moment (a name may be re-pointed after it was
 * accepted). `allowLoopback` is for the test suite's own push service on 127.0.0.1.
 */
export interface OutboundPolicy {
  allowLoopback: boolean;
}

/** DNS as the system resolves it (hosts file included), every address of the name. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** What a refused connection fails with (its message is for the log, never for a client). */
export class OutboundRefusedError extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(readonly target: string) {
    super(`refused to connect to a non-public address: ${target}`);
    this.name = 'OutboundRefusedError';
  }
}

export function allows(policy: OutboundPolicy, kind: AddressKind): boolean {
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}

/** How long a check may wait for DNS before it gives up (the send-time check still runs). */
const RESOLVE_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why a URL may not be stored: not https, or not a public address. */
export type UrlRefusal = 'scheme' | 'address';

/**
 * Whether a URL the user gave may be stored (null) or why not: https (plain http only to
 * an allowed loopback), a host that is a public address in every spelling, or a name none
 * of whose addresses is non-public. A name that does not resolve now is let through: the
 * connection is checked again when it is made, and refused then if need be.
 */
export async function refusalOf(
  url: string,
  policy: OutboundPolicy,
  resolve: Resolve = systemResolve,
): Promise<UrlRefusal | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'scheme';
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && policy.allowLoopback))
    return 'scheme';
  if (parsed.username || parsed.password) return 'address';
  const host = classifyHost(parsed.hostname);
  let kinds: AddressKind[];
  if (host.kind === 'refused') {
    // `localhost` names the loopback: allowed only with it.
    if (!(host.verdict === 'loopback' && policy.allowLoopback)) return 'address';
    kinds = ['loopback'];
  } else if (host.kind === 'address') {
    kinds = [host.verdict];
  } else {
    const addresses = await withTimeout(
      resolve(host.name).catch(() => [] as LookupAddress[]),
      RESOLVE_TIMEOUT_MS,
    );
    kinds = addresses === 'timeout' ? [] : addresses.map((a) => classifyAddress(a.address));
  }
  if (!kinds.every((kind) => allows(policy, kind))) return 'address';
  // Plain http reaches nothing but a loopback push service, and only when allowed.
  if (parsed.protocol === 'http:' && !(kinds.length > 0 && kinds.every((k) => k === 'loopback')))
    return 'scheme';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s) agents and sockets: resolves the name, and refuses the
 * connection when any address it gives is not allowed (so a name cannot offer a public
 * address first and a private one for the retry). Node calls it for names only: an IP
 * literal never reaches it, which `checkLiteralHost` covers.
 */
export function guardedLookup(policy: OutboundPolicy, resolve: Resolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const host = classifyHost(hostname);
    const resolved: Promise<LookupAddress[]> =
      host.kind === 'name'
        ? resolve(host.name)
        : host.kind === 'address'
          ? Promise.resolve([{ address: host.address, family: host.address.includes(':') ? 6 : 4 }])
          : host.verdict === 'loopback' && policy.allowLoopback
            ? resolve(hostname)
            : Promise.reject(new OutboundRefusedError(hostname));
    resolved.then(
      (addresses) => {
        const wanted = addresses.filter((a) => !options.family || a.family === options.family);
        if (
          wanted.length === 0 ||
          !wanted.every((a) => allows(policy, classifyAddress(a.address)))
        ) {
          callback(new OutboundRefusedError(hostname), options.all ? [] : '', 0);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, options.all ? [] : '', 0),
    );
  };
}

/** An IP-literal host is connected to without a lookup: it is judged here instead. */
export function checkLiteralHost(hostname: string, policy: OutboundPolicy): void {
  const host = classifyHost(hostname);
  if (host.kind === 'address' && !allows(policy, host.verdict))
    throw new OutboundRefusedError(hostname);
  if (host.kind === 'refused' && !(host.verdict === 'loopback' && policy.allowLoopback))
    throw new OutboundRefusedError(hostname);
}
