import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERROR_STATUS, errorSchema } from '../../contract/http.js';
import { posts } from '../db/schema.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { adjust, balanceOf, entriesOf, raiseGenerationLimits, setPrices } from '../test/balance.js';
import { callApi, consoleAgency } from '../test/console-agency.js';
import { unique } from '../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../test/fake-openai.js';
import { type Generated, generate, WORLD_BREAD_DAY } from '../test/generate.js';

/**
 * PostgreSQL ending the app's connections while requests run, as a failover, a restart or an operator's
 * pg_terminate_backend does. Only this app's connections are ended, found by their application_name,
 * since other test files' databases are on the same server.
 */

const source = inject('testDatabase');
const postgres = source.kind === 'postgres' ? source : null;
const applicationName = unique('faults-database');
const fake = new FakeOpenAi();
let t: TestApp;
let operator: pg.Client;

beforeAll(async () => {
  if (!postgres) return;
  t = await startTestApp({ applicationName, env: fakeProviderEnv(await fake.start()) });
  operator = new pg.Client({ connectionString: postgres.serverUrl });
  await operator.connect();
});
afterAll(async () => {
  await t?.close();
  await operator?.end();
  await fake.stop();
});

/** Ends every connection of the app under test, busy or idle; how many it ended. */
async function endAppConnections(): Promise<number> {
  const ended = await operator.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where application_name = $1 and pid <> pg_backend_pid()`,
    [applicationName],
  );
  return ended.rowCount ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readiness = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;

/** An error the client can act on: a code of the contract, with its status, never an internal one. */
function expectClearError(status: number, body: unknown) {
  const error = errorSchema.parse(body);
  expect(error.code).not.toBe('internal');
  expect(status).toBe(ERROR_STATUS[error.code]);
}

/** A business whose agency charges 9¢ a post through a provider, with $10.00 to spend. */
async function business() {
  const agency = await consoleAgency(t);
  await setPrices(t.database.db, agency.agency.id, { provider: { social: 9 } });
  await raiseGenerationLimits(t.database.db, agency.agency.id);
  await adjust(t, agency.adminToken, agency.location.id, 1_000);
  return agency;
}

describe.skipIf(!postgres)('PostgreSQL ending the connections of the app', () => {
  it('an idle connection ended by the server is replaced, and the app keeps serving', async () => {
    await Promise.all(Array.from({ length: 6 }, readiness));
    expect(await endAppConnections()).toBeGreaterThan(0);
    // The ended connections' errors reach the pool while it is idle.
    await sleep(200);
    expect(await readiness()).toBe(200);
  });

  it('requests in flight succeed or answer a clear error, the app recovers by itself, and only stored posts are paid', async () => {
    const agency = await business();
    const id = agency.location.id;
    // The provider takes a moment, so writes are between their reservation and their post when connections end.
    fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay', delayMs: 100 };
    const write = () =>
      generate(t.app, agency.clientToken, {
        locationId: id,
        event: WORLD_BREAD_DAY,
        platform: 'Instagram',
        action: 'social',
      });
    const reads = () => callApi(t, 'GET', `/v1/locations/${id}/balance`, agency.clientToken);

    const writes: Promise<Generated>[] = [];
    const others: ReturnType<typeof reads>[] = [];
    let ended = 0;
    for (let round = 0; round < 8; round++) {
      writes.push(write(), write());
      others.push(reads());
      if (round % 3 === 1) ended += await endAppConnections();
      await sleep(40);
    }
    const written = await Promise.all(writes);
    const read = await Promise.all(others);
    expect(ended).toBeGreaterThan(0);

    for (const answer of read) {
      if (answer.statusCode !== 200) expectClearError(answer.statusCode, answer.json());
    }
    for (const answer of written) {
      if (answer.events.length === 0) expectClearError(answer.status, answer.error);
      else if (!answer.post) expect(answer.error?.code).not.toBe('internal');
    }

    await expect.poll(readiness, { timeout: 10_000 }).toBe(200);
    const after = await write();
    expect(after.post).not.toBeNull();

    const stored = await t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.locationId, id));
    const answered = [...written, after].flatMap((answer) => (answer.post ? [answer.post._id] : []));
    expect(stored.map((post) => post.id).sort()).toEqual(answered.sort());
    const debits = (await entriesOf(t.database.db, id)).filter((entry) => entry.kind === 'debit');
    // Every price is either the debit of a stored post, or reserved for a write that failed and given back.
    expect(debits.filter((debit) => debit.status === 'reserved')).toEqual([]);
    expect(
      debits
        .filter((debit) => debit.status === 'succeeded')
        .map((debit) => debit.postId)
        .sort(),
    ).toEqual(answered.sort());
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(1_000 - 9 * answered.length);
  });
});
