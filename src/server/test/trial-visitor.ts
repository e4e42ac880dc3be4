import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type StartedTrial, startedTrialSchema } from '../../contract/trial.js';
import { agencies } from '../db/schema.js';
import type { TestApp } from './app.js';
import { unique } from './factories.js';

/** An address of its own for each caller, so one test's sign-ups never count against another's. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The slug of an agency's trial page, /trial/{slug}. */
export async function trialSlugOf(t: TestApp, agencyId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ slug: agencies.trialSlug })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!row) throw new Error(`no agency ${agencyId}`);
  return row.slug;
}

/** What a visitor types into the trial form, each time a new e-mail unless one is given. */
export const visitorDetails = (overrides: Record<string, string> = {}) => ({
  userName: 'Rosa',
  businessName: unique("Rosa's Tacos"),
  email: `${unique('visitor')}@example.com`,
  ...overrides,
});

/** Fills in the trial form of the agency; the raw answer. */
export const postTrial = (t: TestApp, body: Record<string, unknown>, address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/v1/trials', payload: body, remoteAddress: address });

/** A visitor who started a trial at the agency: their session token and the trial's answer. */
export async function startTrialVisitor(
  t: TestApp,
  agencyId: string,
  details: Record<string, string> = visitorDetails(),
  address = freshAddress(),
): Promise<StartedTrial & { token: string }> {
  const response = await postTrial(t, { ...details, slug: await trialSlugOf(t, agencyId) }, address);
  if (response.statusCode !== 200) throw new Error(`trial failed: ${response.statusCode} ${response.body}`);
  const started = startedTrialSchema.parse(response.json());
  return { ...started, token: started.data.token };
}
