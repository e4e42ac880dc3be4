import { and, eq } from 'drizzle-orm';
import type { SocialAccountKind } from '../../../contract/integrations.js';
import type { Database } from '../../db/open.js';
import { socialAccounts } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type AccountRow = typeof socialAccounts.$inferSelect;

export function listAccounts(db: Database, scope: LocationScope): Promise<AccountRow[]> {
  return db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.locationId, scope.locationId))
    .orderBy(socialAccounts.kind, socialAccounts.name);
}

export async function findAccount(
  db: Database,
  scope: LocationScope,
  id: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, id), eq(socialAccounts.locationId, scope.locationId)));
  return row;
}

export interface ConnectedAccount {
  kind: SocialAccountKind;
  externalId: string;
  name: string;
  tokenSealed: string;
}

/** Adds the accounts, or refreshes the name and token of those connected before; a choice made stays. */
export async function upsertAccounts(
  db: Database,
  scope: LocationScope,
  accounts: readonly ConnectedAccount[],
) {
  for (const account of accounts) {
    await db
      .insert(socialAccounts)
      .values({ ...account, locationId: scope.locationId })
      .onConflictDoUpdate({
        target: [socialAccounts.locationId, socialAccounts.kind, socialAccounts.externalId],
        set: { name: account.name, tokenSealed: account.tokenSealed, needsReconnect: false },
      });
  }
}

export async function setEnabled(db: Database, scope: LocationScope, id: string, enabled: boolean) {
  const [row] = await db
    .update(socialAccounts)
    .set({ enabled })
    .where(and(eq(socialAccounts.id, id), eq(socialAccounts.locationId, scope.locationId)))
    .returning();
  return row;
}

/** The platform refused the account's token: it waits for the business to connect again. */
export async function markReconnect(db: Database, accountId: string) {
  await db.update(socialAccounts).set({ needsReconnect: true }).where(eq(socialAccounts.id, accountId));
}

/** Removes the location's accounts with their tokens; their publications go with them. */
export async function removeAccounts(db: Database, scope: LocationScope) {
  await db.delete(socialAccounts).where(eq(socialAccounts.locationId, scope.locationId));
}
