import fc from 'fast-check';

/**
 * Addresses the server must never reach, spelled every way a URL parser accepts, written
 * independently of src/lib/public-address.ts so the fuzz test checks it, not itself.
 */
const byte = fc.integer({ min: 0, max: 255 });

/** An IPv4 address in a range that is not the public internet, as four numbers. */
export const nonPublicIPv4 = fc.oneof(
  fc.tuple(fc.constant(10), byte, byte, byte),
  fc.tuple(fc.constant(127), byte, byte, byte),
  fc.tuple(fc.constant(169), fc.constant(254), byte, byte),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), byte, byte),
  fc.tuple(fc.constant(192), fc.constant(168), byte, byte),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), byte, byte),
  fc.tuple(fc.constant(0), byte, byte, byte),
  fc.tuple(fc.constant(198), fc.integer({ min: 18, max: 19 }), byte, byte),
  fc.tuple(fc.integer({ min: 224, max: 255 }), byte, byte, byte),
);

const hex = (n: number) => n.toString(16);
const value = ([a, b, c, d]: number[]) => ((a! * 256 + b!) * 256 + c!) * 256 + d!;

/** The ways one IPv4 address can be written in a URL's host. */
export const SPELLINGS = {
  dotted: (p: number[]) => p.join('.'),
  decimal: (p: number[]) => String(value(p)),
  octalDotted: (p: number[]) => p.map((n) => `0${n.toString(8)}`).join('.'),
  hexDotted: (p: number[]) => p.map((n) => `0x${hex(n)}`).join('.'),
  hexUpper: (p: number[]) => `0X${hex(value(p)).toUpperCase()}`,
  octal: (p: number[]) => `0${value(p).toString(8)}`,
  short3: ([a, b, c, d]: number[]) => `${a}.${b}.${c! * 256 + d!}`,
  short2: ([a, b, c, d]: number[]) => `${a}.${(b! * 256 + c!) * 256 + d!}`,
  trailingDot: (p: number[]) => `${p.join('.')}.`,
  trailingDots: (p: number[]) => `${p.join('.')}..`,
  mappedDotted: (p: number[]) => `[::ffff:${p.join('.')}]`,
  mappedHex: ([a, b, c, d]: number[]) => `[::ffff:${hex(a! * 256 + b!)}:${hex(c! * 256 + d!)}]`,
  mappedLong: (p: number[]) => `[0:0:0:0:0:ffff:${p.join('.')}]`,
  nat64: ([a, b, c, d]: number[]) => `[64:ff9b::${hex(a! * 256 + b!)}:${hex(c! * 256 + d!)}]`,
} as const;

export const spelledNonPublicHost = fc
  .tuple(nonPublicIPv4, fc.constantFrom(...(Object.keys(SPELLINGS) as (keyof typeof SPELLINGS)[])))
  .map(([parts, style]) => SPELLINGS[style](parts));

/** IPv6 addresses outside the global unicast space, or inside it but set aside. */
export const nonPublicIPv6Host = fc
  .tuple(
    fc.constantFrom(
      '::',
      '::1',
      'fc00::',
      'fd12:3456::',
      'fe80::',
      'fec0::',
      'ff02::',
      '2001:db8::',
      '2001::',
      '100::',
      '64:ff9b:1::',
    ),
    fc.integer({ min: 1, max: 0xffff }),
  )
  .map(
    ([prefix, tail]) =>
      `[${prefix === '::' || prefix === '::1' ? prefix : `${prefix}${tail.toString(16)}`}]`,
  );

/** Names that stay on this machine or network. */
export const localName = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
    fc.constantFrom('localhost', 'local', 'internal', 'home.arpa', 'localdomain', ''),
    fc.constantFrom('', '.'),
    fc.boolean(),
  )
  .map(([label, suffix, dot, upper]) => {
    const name = `${suffix ? `${label}.${suffix}` : label}${dot}`;
    return upper ? name.toUpperCase() : name;
  });
