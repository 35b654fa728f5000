import { connect } from 'node:net';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { guardedLookup, refusalOf } from '../src/lib/outbound-guard.js';
import type { Resolve } from '../src/lib/outbound-guard.js';
import { classifyAddress, classifyHost, ipv6Groups } from '../src/lib/public-address.js';
import { startConnectionCounter } from './helpers/push-receiver.js';

/** How an attacker may spell an address the server must never reach, and what it is. */
const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '127.0.0.1.',
  '127.0.0.1..',
  '2130706433', // decimal
  '017700000001', // octal, whole
  '0177.0.0.1', // octal, dotted
  '0x7f.0.0.1', // hex, dotted
  '0x7f000001', // hex, whole
  '0x7f.1', // hex, short
  '127.1', // short
  '127.0.1',
  '127.255.255.254',
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]', // IPv4-mapped, dotted
  '[::ffff:7f00:1]', // IPv4-mapped, hex
  '[0:0:0:0:0:ffff:7f00:1]',
  'localhost',
  'LOCALHOST',
  'localhost.',
  'push.localhost',
  'a.b.localhost.',
];

const NON_PUBLIC_SPELLINGS = [
  '0.0.0.0',
  '0',
  '10.0.0.1',
  '012.0.0.1', // octal 10.0.0.1
  '167772161', // decimal 10.0.0.1
  '10.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '0xc0.0xa8.1.1',
  '3232235777', // decimal 192.168.1.1
  '169.254.169.254', // cloud metadata
  '0xa9fea9fe',
  '2852039166',
  '100.64.0.1', // carrier-grade NAT
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1', // multicast
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '[::]',
  '[fd00::1]', // unique local
  '[fc00::1]',
  '[fe80::1]', // link-local
  '[fec0::1]', // site-local (deprecated)
  '[ff02::1]', // multicast
  '[::ffff:10.0.0.1]',
  '[::ffff:a9fe:a9fe]', // mapped metadata address
  '[64:ff9b::7f00:1]', // NAT64 of 127.0.0.1: a gateway's loopback, never ours
  '[64:ff9b::a9fe:a9fe]', // NAT64 of the metadata address
  '[64:ff9b::c0a8:101]',
  '[64:ff9b:1::1]', // local-use NAT64
  '[2002:a00:1::1]', // 6to4 of 10.0.0.1
  '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  '[2001::1]', // Teredo
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  '[2001:db8::1]', // documentation
  '[2001:2::1]', // benchmarking
  '[2001:10::1]', // ORCHID
  '[3fff::1]', // documentation (RFC 9637)
  '[100::1]', // discard
  '[::127.0.0.1]', // IPv4-compatible (deprecated)
  '[::a00:1]',
  '1.2.3.4.5', // not an address, not a name
  'intranet', // one label: hosts file or search domain
  'printer.local',
  'db.internal',
  'router.home.arpa',
  'a..b',
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '[2001:4860:4860::8888]',
  '[2606:4700:4700::1111]',
  '[::ffff:8.8.8.8]',
  '[64:ff9b::808:808]',
];

describe('classifyHost: every spelling of an address', () => {
  it.each(LOOPBACK_SPELLINGS)('%s is the loopback', (host) => {
    const verdict = classifyHost(host);
    expect(verdict.kind === 'name' ? 'name' : verdict.verdict).toBe('loopback');
  });

  it.each(NON_PUBLIC_SPELLINGS)('%s is not public', (host) => {
    const verdict = classifyHost(host);
    expect(verdict.kind).not.toBe('name');
    expect(verdict.kind === 'name' ? 'name' : verdict.verdict).toBe('non-public');
  });

  it.each(PUBLIC)('%s is public', (host) => {
    expect(classifyHost(host)).toMatchObject({ kind: 'address', verdict: 'public' });
  });

  it('leaves a real name to DNS (punycode too)', () => {
    expect(classifyHost('fcm.googleapis.com')).toEqual({
      kind: 'name',
      name: 'fcm.googleapis.com',
    });
    expect(classifyHost('Updates.Push.Services.Mozilla.com.')).toEqual({
      kind: 'name',
      name: 'updates.push.services.mozilla.com',
    });
    expect(classifyHost('thông-báo.vn')).toEqual({ kind: 'name', name: 'xn--thng-bo-mwa0o.vn' });
  });
});

describe('classifyAddress: what DNS and sockets give', () => {
  it('judges IPv4 and IPv6 text, zones included', () => {
    expect(classifyAddress('127.0.0.53')).toBe('loopback');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('fe80::1%eth0')).toBe('non-public');
    expect(classifyAddress('10.255.255.53')).toBe('non-public');
    expect(classifyAddress('142.250.72.10')).toBe('public');
    expect(classifyAddress('2a00:1450:4001:81b::200a')).toBe('public');
    expect(classifyAddress('not an address')).toBe('non-public');
  });

  it('reads IPv6 groups whatever the spelling', () => {
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('2001:db8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('127.0.0.1')).toBeNull();
  });
});

const resolveTo =
  (table: Record<string, string[]>): Resolve =>
  (name) => {
    const addresses = table[name];
    if (!addresses)
      return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };

describe('refusalOf: a URL before it is stored', () => {
  const strict = { allowLoopback: false };
  const tests = { allowLoopback: true };
  const dns = resolveTo({
    'push.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'split.example.com': ['93.184.216.34', '10.0.0.7'],
    'inside.example.com': ['192.168.0.10'],
    'meta.example.com': ['169.254.169.254'],
    'home.example.com': ['127.0.0.1'],
  });

  it('takes a public https endpoint, and a name that does not resolve now', async () => {
    expect(await refusalOf('https://push.example.com/send/abc', strict, dns)).toBeNull();
    expect(await refusalOf('https://8.8.8.8/x', strict, dns)).toBeNull();
    expect(await refusalOf('https://fcm.googleapis.com/fcm/send/x', strict, dns)).toBeNull();
  });

  it('refuses a name any of whose addresses is inside', async () => {
    for (const host of [
      'split.example.com',
      'inside.example.com',
      'meta.example.com',
      'home.example.com',
    ])
      expect(await refusalOf(`https://${host}/x`, strict, dns), host).toBe('address');
  });

  it('refuses the machine itself by its own name (the hosts file)', async () => {
    expect(await refusalOf(`https://${hostname()}/x`, strict)).toBe('address');
  });

  it('refuses plain http, credentials in the URL, and anything but http(s)', async () => {
    expect(await refusalOf('http://push.example.com/x', strict, dns)).toBe('scheme');
    expect(await refusalOf('ftp://push.example.com/x', strict, dns)).toBe('scheme');
    expect(await refusalOf('https://user:pw@push.example.com/x', strict, dns)).toBe('address');
  });

  it('with the test setting: loopback (plain http too), but still no private address', async () => {
    expect(await refusalOf('http://127.0.0.1:8080/x', tests, dns)).toBeNull();
    expect(await refusalOf('http://localhost:8080/x', tests, dns)).toBeNull();
    expect(await refusalOf('https://home.example.com/x', tests, dns)).toBeNull();
    expect(await refusalOf('https://10.0.0.1/x', tests, dns)).toBe('address');
    expect(await refusalOf('https://meta.example.com/x', tests, dns)).toBe('address');
    expect(await refusalOf('http://push.example.com/x', tests, dns)).toBe('scheme');
  });
});

describe('guardedLookup: the check on every connection', () => {
  const attempt = (host: string, port: number, lookup: ReturnType<typeof guardedLookup>) =>
    new Promise<string>((resolve) => {
      const socket = connect({ host, port, lookup });
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });

  it('refuses a name re-pointed at the loopback, before any connection is made', async () => {
    const target = await startConnectionCounter();
    let calls = 0;
    // First answer public (what the subscription was checked against), then the loopback.
    const rebinding: Resolve = () =>
      Promise.resolve([{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }]);
    expect(
      await refusalOf('https://rebind.example.com/x', { allowLoopback: false }, rebinding),
    ).toBeNull();
    const strict = guardedLookup({ allowLoopback: false }, rebinding);
    expect(await attempt('rebind.example.com', target.port, strict)).toBe('OUTBOUND_REFUSED');
    expect(target.connections()).toBe(0);
    // The same connection with the loopback allowed does reach it: the count above means something.
    const allowed = guardedLookup(
      { allowLoopback: true },
      resolveTo({ 'rebind.example.com': ['127.0.0.1'] }),
    );
    expect(await attempt('rebind.example.com', target.port, allowed)).toBe('connected');
    await new Promise((r) => setTimeout(r, 50));
    expect(target.connections()).toBe(1);
    await target.close();
  });

  it('refuses when any address of the name is inside, and names like localhost outright', async () => {
    const lookup = guardedLookup(
      { allowLoopback: false },
      resolveTo({ 'split.example.com': ['93.184.216.34', '10.0.0.7'] }),
    );
    expect(await attempt('split.example.com', 9, lookup)).toBe('OUTBOUND_REFUSED');
    expect(await attempt('localhost', 9, lookup)).toBe('OUTBOUND_REFUSED');
    expect(await attempt('2130706433', 9, lookup)).toBe('OUTBOUND_REFUSED');
  });
});
