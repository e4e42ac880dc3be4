import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatEventSchema, conversationSchema } from '../../contract/chat.js';
import { ERROR_STATUS, type ErrorCode, errorSchema } from '../../contract/http.js';
import { posts } from '../db/schema.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { adjust, balanceOf, entriesOf, raiseGenerationLimits, setPrices } from '../test/balance.js';
import { callApi, consoleAgency } from '../test/console-agency.js';
import { type FakeBehaviour, FakeOpenAi, fakeProviderEnv } from '../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../test/generate.js';

/**
 * The AI provider failing in every way it can: an error status, no answer in time, an answer that is
 * not JSON, and a stream that stops, breaks off or turns to garbage half-way. Whatever the fault, the
 * client hears a code of the contract, nothing half-written is stored, the price goes back, and the
 * next request is served as usual.
 */

const TIMEOUT_SECONDS = 2;
const REPLY = 'Fresh bread for World Bread Day, baked at dawn by our team! #WorldBreadDay';
const fake = new FakeOpenAi();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      ...fakeProviderEnv(await fake.start()),
      AI_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      // A retry waits seconds before it is sent (the retry itself is proved in the posts feature's tests).
      AI_MAX_RETRIES: '0',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { kind: 'reply', text: REPLY };
  fake.requests.length = 0;
});

/** A business whose agency charges through a provider 9¢ a post, 25¢ a picture and 4¢ a chat message, with $1.00 to spend. */
async function business() {
  const agency = await consoleAgency(t);
  await setPrices(t.database.db, agency.agency.id, { provider: { social: 9, image: 25, chat: 4 } });
  await raiseGenerationLimits(t.database.db, agency.agency.id);
  await adjust(t, agency.adminToken, agency.location.id, 100);
  return agency;
}
type Business = Awaited<ReturnType<typeof business>>;

const write = (agency: Business, extra: Record<string, unknown> = {}) =>
  generate(t.app, agency.clientToken, {
    locationId: agency.location.id,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
    ...extra,
  });

/** The picture files stored on disk, in every location's folder. */
const pictureFiles = async () =>
  (
    await readdir(join(t.config.dataDir, 'media'), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((entry) => entry.isFile()).length;

const storedPosts = async (locationId: string) =>
  (await t.database.db.select({ value: count() }).from(posts).where(eq(posts.locationId, locationId)))[0]
    ?.value;

/** The entries after the opening $1.00. */
const chargesOf = async (locationId: string) => (await entriesOf(t.database.db, locationId)).slice(1);

/** The price was reserved, then given back once: the balance is whole again. */
async function expectPriceGivenBack(agency: Business, cents: number) {
  expect(await chargesOf(agency.location.id)).toMatchObject([
    { kind: 'debit', cents: -cents, status: 'refunded', postId: null },
    { kind: 'refund', cents, status: 'succeeded' },
  ]);
  expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(100);
}

/** The provider is well again: the next post is written, stored and paid as usual. */
async function expectNextWriteServed(agency: Business, postsBefore: number) {
  fake.behaviour = { kind: 'reply', text: REPLY };
  const next = await write(agency);
  expect(next.post?.html).toContain('Fresh bread for World Bread Day');
  expect(await storedPosts(agency.location.id)).toBe(postsBefore + 1);
  expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(91);
}

interface Fault {
  fault: string;
  behaviour: FakeBehaviour;
  code: ErrorCode;
  /** Words reached the client before the fault, so it is the stream's last line rather than a JSON error. */
  midStream: boolean;
}

const FAULTS: Fault[] = [
  {
    fault: 'answers 500',
    behaviour: { kind: 'status', status: 500 },
    code: 'ai_unavailable',
    midStream: false,
  },
  {
    fault: 'never answers',
    behaviour: { kind: 'slow', delayMs: 30_000 },
    code: 'ai_timeout',
    midStream: false,
  },
  {
    fault: 'answers with JSON cut short',
    behaviour: { kind: 'malformed' },
    code: 'ai_unavailable',
    midStream: false,
  },
  {
    fault: 'stops sending half-way and never ends the stream',
    behaviour: { kind: 'broken-stream', text: REPLY, afterWords: 4, how: 'stall' },
    code: 'ai_timeout',
    midStream: true,
  },
  {
    fault: 'cuts the connection half-way',
    behaviour: { kind: 'broken-stream', text: REPLY, afterWords: 4, how: 'cut' },
    code: 'ai_unavailable',
    midStream: true,
  },
  {
    fault: 'sends a chunk that is not JSON half-way',
    behaviour: { kind: 'broken-stream', text: REPLY, afterWords: 4, how: 'garbage' },
    code: 'ai_unavailable',
    midStream: true,
  },
];

describe('writing a post while the provider fails', () => {
  it.each(FAULTS)(
    'a provider that $fault is answered $code, stores nothing, charges nothing, and the next post is written',
    async ({ behaviour, code, midStream }) => {
      const agency = await business();
      fake.behaviour = behaviour;
      const started = performance.now();
      const failed = await write(agency);
      // Given up at the product's own time limit, not a library's default or never.
      expect(performance.now() - started).toBeLessThan((TIMEOUT_SECONDS + 3) * 1000);

      expect(failed.post).toBeNull();
      expect(failed.error).toMatchObject({ code });
      if (midStream) {
        // The stream had begun: its words were shown as they came, and its last line says what failed.
        expect(failed.status).toBe(200);
        const shown = failed.events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
        expect(REPLY.startsWith(shown) && shown.length > 0).toBe(true);
        expect(failed.events.at(-1)).toMatchObject({ type: 'error', code });
      } else {
        expect(failed.status).toBe(ERROR_STATUS[code]);
        errorSchema.parse(failed.error);
      }
      expect(await storedPosts(agency.location.id)).toBe(0);
      await expectPriceGivenBack(agency, 9);
      await expectNextWriteServed(agency, 0);
    },
  );
});

describe('other AI actions while the provider fails', () => {
  it('a picture the provider cannot make stores no post and no file, and its price goes back', async () => {
    const agency = await business();
    const parent = await write(agency);
    const parentId = parent.post?._id;
    const files = await pictureFiles();
    fake.behaviour = { kind: 'status', status: 500 };
    const failed = await write(agency, { action: 'image', option: 'Editorial', parentId });
    expect(failed).toMatchObject({ status: 502, error: { code: 'ai_unavailable' } });
    expect(await storedPosts(agency.location.id)).toBe(1);
    expect(await pictureFiles()).toBe(files);
    const [, reserved, refund] = await chargesOf(agency.location.id);
    expect(reserved).toMatchObject({ kind: 'debit', cents: -25, status: 'refunded' });
    expect(refund).toMatchObject({ kind: 'refund', cents: 25 });
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(91);

    fake.behaviour = { kind: 'reply', text: 'A golden loaf on a rustic table.' };
    const drawn = await write(agency, { action: 'image', option: 'Editorial', parentId });
    expect(drawn.post?.imageUrl).toBeTruthy();
    expect(await pictureFiles()).toBe(files + 1);
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(66);
  });

  it("the earlier API's write-from-prompt that times out is a 504, stores nothing and charges nothing", async () => {
    const agency = await business();
    fake.behaviour = { kind: 'slow', delayMs: 30_000 };
    const response = await callApi(t, 'POST', '/v1/chat/prod', agency.clientToken, {
      promt: 'A post about our sourdough',
      profile_id: agency.location.id,
    });
    expect(response.statusCode).toBe(504);
    expect(errorSchema.parse(response.json())).toMatchObject({ code: 'ai_timeout' });
    expect(await storedPosts(agency.location.id)).toBe(0);
    await expectPriceGivenBack(agency, 9);
    await expectNextWriteServed(agency, 0);
  });

  it('a chat answer cut half-way ends in an error line, keeps the question only, and gives the price back', async () => {
    const agency = await business();
    fake.behaviour = { kind: 'broken-stream', text: REPLY, afterWords: 3, how: 'cut' };
    const url = `/v1/locations/${agency.location.id}/chat/messages`;
    const response = await callApi(t, 'POST', url, agency.clientToken, { text: 'Ideas for Friday?' });
    const events = response.body
      .split('\n')
      .filter(Boolean)
      .map((line) => chatEventSchema.parse(JSON.parse(line)));
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'ai_unavailable' });
    const started = events[0];
    if (started?.type !== 'started') throw new Error('the chat stream did not start with the question');
    const kept = await callApi(
      t,
      'GET',
      `/v1/locations/${agency.location.id}/chat/conversations/${started.conversation.id}`,
      agency.clientToken,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(conversationSchema.parse(kept.json()).messages).toMatchObject([
      { role: 'user', text: 'Ideas for Friday?' },
    ]);
    await expectPriceGivenBack(agency, 4);
  });
});
