import { eq, sql } from 'drizzle-orm';
import { ConfigError, type SuperadminAccount } from '../config.js';
import type { Database } from '../db/open.js';
import { agencies, sessions, users } from '../db/schema.js';
import { DEFAULT_LOOK } from '../features/admin-console/default-look.js';
import { hashPassword, verifyPassword } from '../infra/passwords.js';

export interface SuperadminResult {
  email: string;
  /** Whether the account was made at this start (else it was brought up to date). */
  created: boolean;
}

/** The operator's own agency, home of the superadmin; made the first time one is asked for. */
async function operatorAgencyId(tx: Database): Promise<string> {
  const [existing] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.operator, true))
    .orderBy(agencies.createdAt)
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(agencies)
    .values({ name: 'Operator', customisation: DEFAULT_LOOK, operator: true })
    .returning({ id: agencies.id });
  if (!created) throw new Error('agency insert returned no row');
  return created.id;
}

/**
 * Makes the operator's superadmin from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, or brings an existing
 * one up to date with them. Safe to run at every start, by several instances at once.
 */
export async function ensureSuperadmin(db: Database, account: SuperadminAccount): Promise<SuperadminResult> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    // Serialises instances starting together, so one operator agency and one account are made.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const agencyId = await operatorAgencyId(tx);
    const [existing] = await tx.select().from(users).where(eq(users.email, account.email)).limit(1);
    if (existing && existing.agencyId !== agencyId) {
      throw new ConfigError(
        `SUPERADMIN_EMAIL: ${account.email} already belongs to a user of an agency; choose an e-mail of the operator's own`,
      );
    }
    if (!existing) {
      await tx.insert(users).values({
        agencyId,
        userName: 'Operator',
        name: 'Operator',
        email: account.email,
        passwordHash,
        role: 'superadmin',
        type: 'admin',
      });
      return { email: account.email, created: true };
    }
    const samePassword =
      existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, account.password));
    if (!samePassword) {
      // Whoever knew the previous password, or holds a session from it, is out.
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    await tx
      .update(users)
      .set({ role: 'superadmin', type: 'admin', ...(samePassword ? {} : { passwordHash }) })
      .where(eq(users.id, existing.id));
    return { email: account.email, created: false };
  });
}
