import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialStatusSchema } from '../../../contract/trial.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi } from '../../test/console-agency.js';
import { createAgency } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { startTrialVisitor } from '../../test/trial-visitor.js';

const fake = new FakeOpenAi();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const usedBy = async (token: string) =>
  trialStatusSchema.parse((await callApi(t, 'GET', '/v1/trial/me', token)).json()).used;

describe("a trial visitor's free generation", () => {
  it('is given back when the provider fails, and taken when it writes', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const visitor = await startTrialVisitor(t, agency.id);
    const request = {
      locationId: visitor.activeLocations[0]?.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'social',
    };

    fake.behaviour = { kind: 'status', status: 500 };
    const failed = await generate(t.app, visitor.token, request);
    expect(failed.post).toBeNull();
    expect(failed.status).toBe(502);
    expect(await usedBy(visitor.token)).toBe(0);

    fake.behaviour = { kind: 'reply', text: 'Fresh loaves for World Bread Day #WorldBreadDay' };
    const written = await generate(t.app, visitor.token, request);
    expect(written.post).not.toBeNull();
    expect(await usedBy(visitor.token)).toBe(1);
  });
});
