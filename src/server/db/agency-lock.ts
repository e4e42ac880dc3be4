import { sql } from 'drizzle-orm';
import type { Database } from './open.js';
import { agencies } from './schema.js';

/**
 * Locks the agency's row for the rest of the transaction: changes that must see each other (seats and
 * the last admin of a team, the names of its plans) then happen one after the other, on every instance.
 */
export async function lockAgency(tx: Database, agency: { agencyId: string }): Promise<void> {
  await tx.execute(
    sql`select ${agencies.id} from ${agencies} where ${agencies.id} = ${agency.agencyId} for update`,
  );
}
