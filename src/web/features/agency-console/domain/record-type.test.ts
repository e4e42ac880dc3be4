import { describe, expect, it } from 'vitest';
import { recordTypeFor } from './record-type';

describe('the DNS record an agency adds for its domain', () => {
  it('is a CNAME to a host name, an A record to an IPv4 address and an AAAA record to an IPv6 one', () => {
    expect(recordTypeFor('app.socialservice.example')).toBe('CNAME');
    expect(recordTypeFor('127.0.0.1')).toBe('A');
    expect(recordTypeFor('2001:db8::1')).toBe('AAAA');
  });
});
