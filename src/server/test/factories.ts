import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AgencyLinks, Customisation } from '../../contract/agency.js';
import type { Role, UserType } from '../../contract/roles.js';
import type { Database } from '../db/open.js';
import { agencies, locations, plans, userLocations, users } from '../db/schema.js';
import { newLocationId } from '../infra/ids.js';
import { hashPassword } from '../infra/passwords.js';
import type { SecretBox } from '../infra/secret-box.js';

/** Unique per call, so test files can share one database and run in parallel. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const testCustomisation = {
  topbar_bg: '#102030',
  button_bg: '#c0392b',
  button_text: '#ffffff',
  button_border: '#922b21',
  body_bg: '#fafafa',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#222222',
  newsfeed_tag_bg: '#eeeeee',
  newsfeed_tag_text: '#333333',
  logo: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
};

export interface AgencyFixture {
  id: string;
  name: string;
  planId: string;
  embedSecret: string;
  /** The key the agency shares with HighLevel for its single sign-on. */
  highlevelSecret: string;
}

export async function createAgency(
  db: Database,
  box: SecretBox,
  options: {
    apps?: string[];
    planType?: string;
    userLimit?: number;
    /** The agency itself is on this plan (its user limit then counts). */
    activePlan?: boolean;
    allowUnsignedEmbed?: boolean;
    platformOrigin?: string;
    customisation?: Partial<Customisation>;
    links?: AgencyLinks;
  } = {},
): Promise<AgencyFixture> {
  const name = unique('Agency');
  const embedSecret = `secret-${randomUUID()}`;
  const highlevelSecret = `highlevel-${randomUUID()}`;
  const [agency] = await db
    .insert(agencies)
    .values({
      name,
      customisation: { ...testCustomisation, ...options.customisation },
      embedSecretEncrypted: box.seal(embedSecret),
      highlevelSecretEncrypted: box.seal(highlevelSecret),
      allowUnsignedEmbed: options.allowUnsignedEmbed ?? false,
      platformOrigin: options.platformOrigin ?? null,
      ...(options.links ? { links: options.links } : {}),
    })
    .returning({ id: agencies.id });
  if (!agency) throw new Error('no agency row');
  const [plan] = await db
    .insert(plans)
    .values({
      agencyId: agency.id,
      name: 'Starter',
      type: options.planType ?? 'free',
      apps: options.apps ?? ['calendar', 'social'],
      userLimit: options.userLimit ?? 5,
    })
    .returning({ id: plans.id });
  if (!plan) throw new Error('no plan row');
  if (options.activePlan)
    await db.update(agencies).set({ activePlanId: plan.id }).where(eq(agencies.id, agency.id));
  return { id: agency.id, name, planId: plan.id, embedSecret, highlevelSecret };
}

export interface LocationFixture {
  id: string;
  businessName: string;
}

export async function createLocation(
  db: Database,
  agency: AgencyFixture,
  options: { country?: string; businessName?: string; timeZone?: string } = {},
): Promise<LocationFixture> {
  const id = newLocationId();
  const businessName = options.businessName ?? unique('Business');
  await db.insert(locations).values({
    id,
    agencyId: agency.id,
    businessName,
    firstName: 'Alex',
    email: `${unique('owner')}@example.com`,
    country: options.country ?? 'US',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    planId: agency.planId,
  });
  return { id, businessName };
}

/** Every test user's password unless a test gives another. */
export const TEST_PASSWORD = 'correct horse battery';

export interface UserFixture {
  id: string;
  email: string;
  password: string;
  userName: string;
}

export async function createUser(
  db: Database,
  agency: AgencyFixture,
  locationIds: string[],
  options: { role?: Role; type?: UserType; password?: string } = {},
): Promise<UserFixture> {
  const email = `${unique('user')}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const userName = unique('User');
  const [user] = await db
    .insert(users)
    .values({
      agencyId: agency.id,
      userName,
      name: userName,
      email,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'agency',
      type: options.type ?? 'agency_user',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user row');
  if (locationIds.length > 0) {
    await db.insert(userLocations).values(locationIds.map((locationId) => ({ userId: user.id, locationId })));
  }
  return { id: user.id, email, password, userName };
}

/** An agency with one location and one user who may use it. */
export async function createTenant(
  db: Database,
  box: SecretBox,
  options: Parameters<typeof createAgency>[2] = {},
) {
  const agency = await createAgency(db, box, options);
  const location = await createLocation(db, agency);
  const user = await createUser(db, agency, [location.id]);
  return { agency, location, user };
}
