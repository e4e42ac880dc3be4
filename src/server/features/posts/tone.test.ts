import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLATFORMS, type PlatformName } from '../../../contract/options.js';
import { angleOf, type PostBrief } from '../../ai/builtin/writer.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency, createLocation, createTenant, createUser } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import { htmlToText } from './sanitise.js';

const EMOJI = /\p{Extended_Pictographic}/u;
const hashtags = (text: string) =>
  [...new Set((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.toLowerCase()))].sort();

describe('"Change tone" with the built-in writer', () => {
  let t: TestApp;
  let token: string;
  let locationId: string;
  let businessName: string;
  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await createTenant(t.database.db, t.secretBox);
    locationId = tenant.location.id;
    businessName = tenant.location.businessName;
    token = await signIn(t.app, tenant.user);
  });
  afterAll(() => t.close());

  const write = (platform: PlatformName, extra: Record<string, unknown> = {}) =>
    generate(t.app, token, { locationId, event: WORLD_BREAD_DAY, platform, action: 'social', ...extra });

  it('rewrites the post on screen in the new tone: the same hashtags and angle, in a new voice', async () => {
    for (const platform of PLATFORMS) {
      const parent = await write(platform, { option: 'Friendly' });
      const toned = await write(platform, {
        action: 'tone',
        option: 'Professional',
        parentId: parent.post?._id,
      });
      expect(toned.post, platform).toMatchObject({
        action: 'tone',
        option: 'Professional',
        provider: 'builtin',
      });
      const before = htmlToText(parent.post?.html ?? '');
      const after = htmlToText(toned.post?.html ?? '');
      const brief: PostBrief = {
        // As the calendar knows World Bread Day.
        event: { ...WORLD_BREAD_DAY, kind: 'celebration', category: 'food' },
        businessName,
        platform,
        tone: 'Professional',
        seed: 0,
      };
      expect(hashtags(after), platform).toEqual(hashtags(before));
      expect(angleOf(brief, after), `${platform}:\n${before}\n>>>\n${after}`).toBe(angleOf(brief, before));
      expect(after, platform).not.toBe(before);
      expect(after, platform).not.toMatch(EMOJI);
      if (before.includes(businessName)) expect(after, platform).toContain(businessName);
    }
  });

  it('writes a different draft each time the same day is written again', async () => {
    const drafts = new Set<string>();
    for (let draft = 0; draft < 4; draft++) drafts.add((await write('Instagram')).post?.html ?? '');
    expect(drafts.size).toBe(4);
  });
});

describe('"Change tone" with a provider', () => {
  const fake = new FakeOpenAi();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  /** An agency with an admin for its console and a user who writes posts for its location. */
  async function agencyWithWriter() {
    const db = t.database.db;
    const agency = await createAgency(db, t.secretBox);
    const location = await createLocation(db, agency);
    const admin = await createUser(db, agency, [], { role: 'admin', type: 'admin' });
    const writer = await createUser(db, agency, [location.id]);
    return {
      agency,
      location,
      adminToken: await signIn(t.app, admin),
      writerToken: await signIn(t.app, writer),
    };
  }

  async function writeThenRetone(writer: Awaited<ReturnType<typeof agencyWithWriter>>, tone: string) {
    const payload = { locationId: writer.location.id, event: WORLD_BREAD_DAY, platform: 'Instagram' };
    fake.behaviour = {
      kind: 'reply',
      text: 'Fresh sourdough for World Bread Day at our bakery! #WorldBreadDay #BreadDay',
    };
    const parent = await generate(t.app, writer.writerToken, { ...payload, action: 'social' });
    fake.behaviour = {
      kind: 'reply',
      text: 'We mark World Bread Day with fresh sourdough. #WorldBreadDay #BreadDay',
    };
    const toned = await generate(t.app, writer.writerToken, {
      ...payload,
      action: 'tone',
      option: tone,
      parentId: parent.post?._id,
    });
    return { parent, toned, prompt: fake.lastPrompt() };
  }

  it('sends the post on screen and asks for it in the new voice, keeping facts, product and hashtags', async () => {
    const writer = await agencyWithWriter();
    const { toned, prompt } = await writeThenRetone(writer, 'Professional');
    expect(toned.post).toMatchObject({
      action: 'tone',
      option: 'Professional',
      provider: 'openai-compatible',
    });
    expect(prompt).toContain('Fresh sourdough for World Bread Day at our bakery! #WorldBreadDay #BreadDay');
    expect(prompt).toContain('Professional tone');
    expect(prompt).toMatch(/keep its facts, any product or service it names, its angle/i);
    expect(prompt).toContain('every one of its hashtags');
  });

  it("still sends the post when the agency's own tone template leaves it out", async () => {
    const writer = await agencyWithWriter();
    const template = 'Make this warmer and more neighbourly for {{business}}.';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/agencies/${writer.agency.id}/prompt-templates/tone/Friendly`,
      headers: { 'x-auth-token': writer.adminToken },
      payload: { template },
    });
    expect(saved.statusCode).toBe(200);
    const { prompt } = await writeThenRetone(writer, 'Friendly');
    expect(prompt).toContain(`Make this warmer and more neighbourly for ${writer.location.businessName}.`);
    expect(prompt).toContain('Fresh sourdough for World Bread Day at our bakery! #WorldBreadDay #BreadDay');
  });
});
