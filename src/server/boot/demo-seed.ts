import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Customisation } from '../../contract/agency.js';
import type { Database } from '../db/open.js';
import { agencies, locations, plans, userLocations, users } from '../db/schema.js';
import { newLocationId, randomPassword } from '../infra/ids.js';
import { hashPassword } from '../infra/passwords.js';
import type { SecretBox } from '../infra/secret-box.js';
import { assetsDir } from '../paths.js';
import { seedDemoMoney } from './demo-seed-money.js';
import { seedDemoNews } from './demo-seed-news.js';

export interface DemoSettings {
  email: string;
  /** The demo agency's admin, who signs in with the same password. */
  adminEmail: string;
  password: string | undefined;
  embedSecret: string | undefined;
}

export interface SeedResult {
  email: string;
  adminEmail: string;
  /** Set only when the password was generated at this start, so it can be shown once. */
  generatedPassword: string | null;
}

async function demoCustomisation(): Promise<Customisation> {
  const svg = await readFile(join(assetsDir, 'demo-logo.svg'));
  return {
    topbar_bg: '#1f3a5f',
    button_bg: '#f4a259',
    button_text: '#1f2933',
    button_border: '#e08e45',
    body_bg: '#f5f7fa',
    newsfeed_bg: '#ffffff',
    newsfeed_text: '#1f2933',
    newsfeed_tag_bg: '#e3f0ff',
    newsfeed_tag_text: '#1f3a5f',
    logo: `data:image/svg+xml;base64,${svg.toString('base64')}`,
  };
}

/**
 * Seeds "Demo Agency" with two locations, a demo user and its admin, its prices, an opening credit and a
 * welcome news item, only into a database without agencies (the operator's own does not count). Returns
 * null when the database already has data.
 */
export async function seedDemoData(
  db: Database,
  box: SecretBox,
  demo: DemoSettings,
): Promise<SeedResult | null> {
  const customisation = await demoCustomisation();
  const password = demo.password ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts against one PostgreSQL server.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const existing = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.operator, false))
      .limit(1);
    if (existing.length > 0) return null;

    const [agency] = await tx
      .insert(agencies)
      .values({
        name: 'Demo Agency',
        domain: 'demo.localhost',
        trialSlug: 'demo-agency',
        customisation,
        embedSecretEncrypted: demo.embedSecret ? box.seal(demo.embedSecret) : null,
        // One demo secret serves both signed links and HighLevel's sign-on, as DEMO_EMBED_SECRET says.
        highlevelSecretEncrypted: demo.embedSecret ? box.seal(demo.embedSecret) : null,
      })
      .returning({ id: agencies.id });
    if (!agency) throw new Error('agency insert returned no row');
    const [plan] = await tx
      .insert(plans)
      .values({ agencyId: agency.id, name: 'Free', type: 'free', apps: ['calendar', 'social'], userLimit: 5 })
      .returning({ id: plans.id });
    if (!plan) throw new Error('plan insert returned no row');

    const bakery = newLocationId();
    const gym = newLocationId();
    await tx.insert(locations).values([
      {
        id: bakery,
        agencyId: agency.id,
        firstName: 'Maria',
        businessName: 'Sunrise Bakery',
        email: 'hello@sunrisebakery.example',
        phoneNumber: '+1 555 0100',
        address: '12 Main Street, Springfield, IL',
        country: 'US',
        timeZone: 'America/Chicago',
        planId: plan.id,
      },
      {
        id: gym,
        agencyId: agency.id,
        firstName: 'Sam',
        businessName: 'Harbor Fitness',
        email: 'team@harborfitness.example',
        phoneNumber: '+1 555 0101',
        address: '4 Pier Road, Portland, ME',
        country: 'US',
        timeZone: 'America/New_York',
        planId: plan.id,
      },
    ]);
    await seedDemoMoney(tx, agency.id, [bakery, gym]);
    await seedDemoNews(tx, agency.id, demo.adminEmail.toLowerCase());
    const seeded = await tx
      .insert(users)
      .values([
        {
          agencyId: agency.id,
          userName: 'Demo User',
          name: 'Demo User',
          email: demo.email.toLowerCase(),
          passwordHash,
          role: 'agency',
          type: 'agency_user',
        },
        {
          agencyId: agency.id,
          userName: 'Demo Admin',
          name: 'Demo Admin',
          email: demo.adminEmail.toLowerCase(),
          passwordHash,
          role: 'admin',
          type: 'admin',
        },
      ])
      .returning({ id: users.id });
    if (seeded.length !== 2) throw new Error('user insert returned no rows');
    // Explicit times keep the bakery first, the location made active at sign-in.
    const granted = Date.now();
    await tx.insert(userLocations).values(
      seeded.flatMap((user) => [
        { userId: user.id, locationId: bakery, createdAt: new Date(granted) },
        { userId: user.id, locationId: gym, createdAt: new Date(granted + 1) },
      ]),
    );
    return {
      email: demo.email.toLowerCase(),
      adminEmail: demo.adminEmail.toLowerCase(),
      generatedPassword: demo.password ? null : password,
    };
  });
}
