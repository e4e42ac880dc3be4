import { describe, expect, it } from 'vitest';
import { networkOf } from './attempt-limiter.js';

describe('the network a client address counts as in a limit', () => {
  it('an IPv4 address is itself, also when IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address is its /64, however it is written', () => {
    expect(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
