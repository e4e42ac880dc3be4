import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatWriteResponseSchema, imageResponseSchema } from '../../../contract/legacy.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf, entriesOf, raiseGenerationLimits, setPrices } from '../../test/balance.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';

/** AI actions paid from the balance, with a real provider (a fake one on loopback) answering. */

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
  fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay' };
  fake.requests.length = 0;
  fake.abandoned = 0;
});

/** A business whose agency charges 5¢ on the built-in writer and 9¢ through a provider, with $1.00 to spend. */
async function business() {
  const agency = await consoleAgency(t);
  await setPrices(t.database.db, agency.agency.id, {
    builtin: { social: 5, image: 15 },
    provider: { social: 9, image: 25 },
  });
  await raiseGenerationLimits(t.database.db, agency.agency.id);
  await adjust(t, agency.adminToken, agency.location.id, 100);
  return agency;
}

const write = (token: string, locationId: string) =>
  generate(t.app, token, { locationId, event: WORLD_BREAD_DAY, platform: 'Instagram', action: 'social' });

/** The entries after the opening $1.00. */
const chargesOf = async (locationId: string) => (await entriesOf(t.database.db, locationId)).slice(1);

describe('a provider that answers', () => {
  it("is paid at the agency's provider price", async () => {
    const agency = await business();
    const written = await write(agency.clientToken, agency.location.id);
    expect(written.post).not.toBeNull();
    expect(await chargesOf(agency.location.id)).toMatchObject([
      { kind: 'debit', cents: -9, status: 'succeeded', postId: written.post?._id },
    ]);
  });

  it('is paid through the earlier prompt and picture calls too', async () => {
    const agency = await business();
    const id = agency.location.id;
    const prompted = await callApi(t, 'POST', '/v1/chat/prod', agency.clientToken, {
      promt: 'A post about our sourdough',
      profile_id: id,
    });
    expect(prompted.statusCode, prompted.body).toBe(200);
    const pictured = await callApi(t, 'POST', '/v1/chat/generateImagefinal', agency.clientToken, {
      prompt: 'Fresh sourdough',
      profile_id: id,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(await chargesOf(id)).toMatchObject([
      {
        cents: -9,
        reason: 'Write a post: Custom prompt',
        postId: chatWriteResponseSchema.parse(prompted.json()).post._id,
      },
      {
        cents: -25,
        reason: 'Make a picture: Custom prompt',
        postId: imageResponseSchema.parse(pictured.json()).post._id,
      },
    ]);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(66);
  });
});

describe('a provider call that fails', () => {
  it('leaves the balance unchanged, with the reservation marked refunded and its refund in the log', async () => {
    const agency = await business();
    const id = agency.location.id;
    fake.behaviour = { kind: 'status', status: 500 };
    const result = await write(agency.clientToken, id);
    expect(result.status).toBe(502);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(100);
    const [reserved, refund] = await chargesOf(id);
    expect(reserved).toMatchObject({ kind: 'debit', cents: -9, status: 'refunded', postId: null });
    expect(refund).toMatchObject({
      kind: 'refund',
      cents: 9,
      status: 'succeeded',
      sourceKey: `refund:${reserved?.sourceKey}`,
      balanceAfterCents: 100,
    });
  });

  it('when the client leaves, likewise', async () => {
    const agency = await business();
    const id = agency.location.id;
    fake.behaviour = { kind: 'slow', delayMs: 3000 };
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const leaving = new AbortController();
    const request = fetch(`${address}/v1/posts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': agency.clientToken },
      body: JSON.stringify({ locationId: id, event: WORLD_BREAD_DAY, platform: 'X', action: 'social' }),
      signal: leaving.signal,
    });
    await expect.poll(() => fake.requests.length).toBe(1);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(91);
    leaving.abort();
    await expect(request).rejects.toThrow();
    await expect
      .poll(async () => (await balanceOf(t, agency.clientToken, id)).cents, { timeout: 3000 })
      .toBe(100);
    expect(await chargesOf(id)).toMatchObject([
      { kind: 'debit', cents: -9, status: 'refunded' },
      { kind: 'refund', cents: 9 },
    ]);
  });
});
