import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { agencies } from '../../db/schema.js';

/**
 * An agency's own domain may be any host name but the deployment's own: its sign-in page is every
 * agency's, and one agency's logo on it would greet the clients of all the others.
 */
export function refuseDeploymentHost(domain: string | null, publicUrl: string): void {
  if (domain !== null && domain === new URL(publicUrl).hostname.toLowerCase()) {
    throw AppError.invalid('domain', "is this service's own address; choose a host name of your agency");
  }
}

/** An agency's domain is its own: a second agency asking for it is refused with this. */
export const domainInUse = () =>
  AppError.of('conflict', 'This domain is used by another agency.', { field: 'domain' });

/** Whether an agency other than `owner` (none, for an agency being created) has this host name. */
export async function domainUsedByAnother(
  db: Database,
  domain: string,
  owner: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(owner ? and(eq(agencies.domain, domain), ne(agencies.id, owner)) : eq(agencies.domain, domain))
    .limit(1);
  return rows.length > 0;
}
