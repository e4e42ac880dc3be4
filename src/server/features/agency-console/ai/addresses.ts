import { BlockList, isIP } from 'node:net';

/**
 * Addresses an agency's own provider is never reached at, unless the operator allows the host: the
 * server's own machine, its internal networks and the cloud's metadata service are not the agency's to
 * call with the server's network position.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the former site-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address, also when it ends in dotted IPv4. */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** The IPv4 address an IPv6 one stands for: IPv4-mapped, NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groupsOf(address);
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeroes = (...groups: (number | undefined)[]) => groups.every((group) => group === 0);
  if (zeroes(g0, g1, g2, g3, g4) && g5 === 0xffff) return quad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeroes(g2, g3, g4, g5)) return quad(g6, g7);
  if (g0 === 0x2002) return quad(g1 ?? 0, g2 ?? 0);
  return null;
}

/** Whether an address is loopback, private, link-local, CGNAT, unique local, unspecified or multicast. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family === 6) {
    const ipv4 = embeddedIpv4(address);
    return ipv4 === null ? INTERNAL.check(address.replace(/%.*$/, ''), 'ipv6') : isInternalAddress(ipv4);
  }
  // Not an address at all: nothing to connect to.
  return true;
}

/** The address a URL's host names literally (without the brackets of IPv6), or null for a host name. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/**
 * Whether the operator allows this address's host (AGENCY_AI_HTTP_HOSTS): listed as a name, which
 * allows every port, or as name:port.
 */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.includes(url.hostname) || allowedHosts.includes(`${url.hostname}:${port}`);
}
