import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export type ConsoleAgency = typeof agencies.$inferSelect;

export async function findConsoleAgency(
  db: Database,
  scope: AgencyScope,
): Promise<ConsoleAgency | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, scope.agencyId)).limit(1);
  return row;
}

/**
 * The agency, locked until the transaction ends, so two changes at once are recorded one after the
 * other with the right "before".
 */
export async function lockConsoleAgency(
  tx: Database,
  scope: AgencyScope,
): Promise<ConsoleAgency | undefined> {
  const [row] = await tx.select().from(agencies).where(eq(agencies.id, scope.agencyId)).for('update');
  return row;
}

/** What the brand, embedding and free-trial settings change of an agency. */
export type ConsoleAgencyChange = Partial<
  Pick<
    ConsoleAgency,
    | 'customisation'
    | 'domain'
    | 'links'
    | 'platformOrigin'
    | 'allowUnsignedEmbed'
    | 'embedSecretEncrypted'
    | 'highlevelSecretEncrypted'
    | 'trialSlug'
    | 'trialRetentionDays'
  >
>;

export async function updateConsoleAgency(
  tx: Database,
  scope: AgencyScope,
  change: ConsoleAgencyChange,
): Promise<ConsoleAgency | undefined> {
  const [row] = await tx.update(agencies).set(change).where(eq(agencies.id, scope.agencyId)).returning();
  return row;
}
