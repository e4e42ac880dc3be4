/**
 * The DNS record that points a name at the service: a CNAME to its host name, or an A (AAAA) record when the
 * service is reached by an IPv4 (IPv6) address, which a CNAME cannot point to.
 */
export function recordTypeFor(target: string): 'A' | 'AAAA' | 'CNAME' {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(target)) return 'A';
  if (target.includes(':')) return 'AAAA';
  return 'CNAME';
}
