import { hostNameSchema } from '../../../contract/agency-console/brand';

/**
 * The host name to ask for an agency's look, or null where no agency can own the host: localhost and
 * its subdomains, and IP addresses (which the host name rule refuses, as it refuses one-word hosts).
 */
export function brandHostOf(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return null;
  const parsed = hostNameSchema.safeParse(host);
  return parsed.success ? parsed.data : null;
}
