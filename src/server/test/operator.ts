import { eq } from 'drizzle-orm';
import { agencies } from '../db/schema.js';
import type { TestApp } from './app.js';
import { createAgency, createUser } from './factories.js';
import { signIn } from './sign-in.js';

/** The operator's own agency and its superadmin, signed in. */
export async function signedInOperator(t: TestApp) {
  const home = await createAgency(t.database.db, t.secretBox);
  await t.database.db.update(agencies).set({ operator: true }).where(eq(agencies.id, home.id));
  const superadmin = await createUser(t.database.db, home, [], { role: 'superadmin', type: 'admin' });
  return { home, superadmin, token: await signIn(t.app, superadmin) };
}
