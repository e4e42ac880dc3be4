import { describe, expect, it } from 'vitest';
import { isAllowedHost, isInternalAddress } from './addresses.js';

describe("the addresses an agency's own provider is never reached at", () => {
  it('are loopback, private, link-local, CGNAT, unspecified, multicast and reserved IPv4 addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('are loopback, unspecified, link-local, unique local and multicast IPv6 addresses', () => {
    for (const address of ['::1', '::', 'fe80::1', 'fe80::1%eth0', 'fd12:3456::1', 'fc00::1', 'ff02::1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('are internal IPv4 addresses written as IPv6: mapped, NAT64 and 6to4', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      '::127.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('are not public addresses, also when written as IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:0808:0808::1',
    ]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it('is anything that is not an address at all', () => {
    expect(isInternalAddress('gateway.internal')).toBe(true);
  });
});

describe('the hosts the operator allows (AGENCY_AI_HTTP_HOSTS)', () => {
  const allowed = ['gateway.internal', '10.0.0.5:8080', '[::1]:9000'];

  it('allow a host listed by name on every port, and one listed with its port on that port only', () => {
    expect(isAllowedHost(new URL('http://gateway.internal/v1'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('https://gateway.internal:8443/v1'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.5:8080/v1'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.5/v1'), allowed)).toBe(false);
    expect(isAllowedHost(new URL('https://10.0.0.5/v1'), allowed)).toBe(false);
    expect(isAllowedHost(new URL('http://[::1]:9000/v1'), allowed)).toBe(true);
  });

  it('count the default port of the scheme when the address names none', () => {
    expect(isAllowedHost(new URL('https://10.0.0.6/v1'), ['10.0.0.6:443'])).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.6/v1'), ['10.0.0.6:80'])).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.6/v1'), ['10.0.0.6:443'])).toBe(false);
  });
});
