import { describe, expect, it } from 'vitest';
import { UNKNOWN_ADDRESS, clientAddress } from './client-address.js';

describe('the address a request counts under', () => {
  it('is the address, IPv4-mapped ones unwrapped, IPv6 by its /64', () => {
    expect(clientAddress({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })).toBe(
      clientAddress({ ip: '2001:db8:1:2::1' }),
    );
    expect(clientAddress({ ip: '2001:db8:1:3::1' })).not.toBe(
      clientAddress({ ip: '2001:db8:1:2::1' }),
    );
  });

  it('is a shared key, not an error, for a client that hung up before it was routed', () => {
    expect(clientAddress({ ip: undefined as unknown as string })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress({ ip: '' })).toBe(UNKNOWN_ADDRESS);
  });
});
