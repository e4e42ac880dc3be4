import { hostNameSchema } from '../../../contract/agency-console/brand';

/**
 * The host name to ask for an agency's look, or null where no agency can own the host: localhost itself,
 * and IP addresses (which the host name rule refuses, as it refuses one-word hosts). A subdomain of
 * localhost can be an agency's domain, as the demo agency's is.
 */
export function brandHostOf(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (host === 'localhost') return null;
  const parsed = hostNameSchema.safeParse(host);
  return parsed.success ? parsed.data : null;
}
