import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/open.js';
import { agencies, newsItems } from '../db/schema.js';
import { SecretBox } from '../infra/secret-box.js';
import { seedDemoData } from './demo-seed.js';
import { prepareDatabase } from './prepare.js';

/** The seed fills only an empty database, so this file has one of its own. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await prepareDatabase(database);
  await seedDemoData(database.db, new SecretBox(randomBytes(32)), {
    email: 'demo@example.com',
    adminEmail: 'admin@example.com',
    password: 'demo password 42',
    embedSecret: undefined,
  });
});
afterAll(() => database.close());

it("the demo agency's feed opens with a pinned welcome item for every location, written by its admin", async () => {
  const [agency] = await database.db.select().from(agencies).where(eq(agencies.name, 'Demo Agency'));
  const items = await database.db
    .select()
    .from(newsItems)
    .where(eq(newsItems.agencyId, agency?.id ?? ''));
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Welcome to your social calendar',
    status: 'published',
    pinned: true,
    audience: 'all',
    authorEmail: 'admin@example.com',
  });
  expect(items[0]?.publishedAt).toBeInstanceOf(Date);
  expect(items[0]?.descriptionHtml).toContain(
    '<li><p>Pick a platform on any day and click Write me a Post.</p></li>',
  );
});
