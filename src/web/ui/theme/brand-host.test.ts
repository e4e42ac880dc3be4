import { describe, expect, it } from 'vitest';
import { brandHostOf } from './brand-host';

describe('which host a sign-in page asks an agency look for', () => {
  it("asks for an agency's own domain, as the browser spells it", () => {
    expect(brandHostOf('app.youragency.com')).toBe('app.youragency.com');
    expect(brandHostOf('App.YourAgency.com')).toBe('app.youragency.com');
  });

  it('does not ask for localhost, which no agency can own', () => {
    expect(brandHostOf('localhost')).toBeNull();
    expect(brandHostOf('LocalHost')).toBeNull();
  });

  it('asks for a subdomain of localhost, which an agency may own (the demo agency does)', () => {
    expect(brandHostOf('demo.localhost')).toBe('demo.localhost');
  });

  it('does not ask for IP addresses', () => {
    expect(brandHostOf('127.0.0.1')).toBeNull();
    expect(brandHostOf('192.168.1.20')).toBeNull();
    expect(brandHostOf('[::1]')).toBeNull();
  });

  it('does not ask for a one-word host of a private network', () => {
    expect(brandHostOf('intranet')).toBeNull();
  });
});
