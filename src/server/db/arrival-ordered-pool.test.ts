import { createServer } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { arrivalOfCurrentWork, asArrivedAt } from '../core/arrival.js';
import { ArrivalOrderedPool } from './arrival-ordered-pool.js';

const source = inject('testDatabase');
const postgres = source.kind === 'postgres' ? source : null;

const pools: ArrivalOrderedPool[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

function poolOf(
  connectionString: string,
  max: number,
  options: { maxLifetimeSeconds?: number } = {},
): ArrivalOrderedPool {
  const pool = new ArrivalOrderedPool({ connectionString, max, ...options });
  pool.on('error', () => undefined);
  pools.push(pool);
  return pool;
}

/** An address where nothing answers: a port that was free a moment ago. */
async function refusingAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('the server had no port');
  return `postgres://nobody@127.0.0.1:${address.port}/none`;
}

describe('a pool serving the oldest request first', () => {
  it('a connection that cannot be made frees its place: the next request gets its own error, not a wait', async () => {
    const pool = poolOf(await refusingAddress(), 1);
    await expect(pool.connect()).rejects.toThrow();
    await expect(pool.connect()).rejects.toThrow();
    await expect(pool.query('select 1')).rejects.toThrow();
  });

  it.skipIf(!postgres)(
    'a freed connection goes to the request that arrived first, whatever the order they asked in',
    async () => {
      const pool = poolOf(postgres?.serverUrl ?? '', 1);
      const held = await pool.connect();
      const served: number[] = [];
      const asked = [30, 10, 20].map((arrivedAt) =>
        asArrivedAt(arrivedAt, async () => {
          await pool.query('select 1');
          served.push(arrivedAt);
        }),
      );
      held.release();
      await Promise.all(asked);
      expect(served).toEqual([10, 20, 30]);
    },
  );

  it.skipIf(!postgres)(
    'a client given back with an error frees its place, and the asker goes on in its own context',
    async () => {
      const pool = poolOf(postgres?.serverUrl ?? '', 1);
      const held = await pool.connect();
      // The callback is called from the release below, outside any request.
      const waiting = asArrivedAt(
        5,
        () =>
          new Promise<number>((resolve, reject) =>
            pool.connect((error, client) => {
              if (!client) return reject(error);
              client.release();
              resolve(arrivalOfCurrentWork());
            }),
          ),
      );
      held.release(new Error('the connection broke'));
      await expect(waiting).resolves.toBe(5);
      await expect(pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    },
  );

  it.skipIf(!postgres)(
    "requests wait in arrival order, never in pg's own queue, even after pg ended a client past its lifetime",
    async () => {
      const pool = poolOf(postgres?.serverUrl ?? '', 1, { maxLifetimeSeconds: 1 });
      (await pool.connect()).release();
      // pg checks the idle client out for itself to end it, and gives it back: that frees no place here.
      await sleep(1_300);
      const held = await pool.connect();
      const asked = [pool.connect(), pool.connect(), pool.connect()];
      await sleep(20);
      expect(pool.waitingCount).toBe(0);
      held.release();
      for (const client of asked) (await client).release();
    },
  );

  it.skipIf(!postgres)(
    'a request waiting when the pool ends is refused, as is one asking after, and the pool ends',
    async () => {
      const pool = new ArrivalOrderedPool({ connectionString: postgres?.serverUrl ?? '', max: 1 });
      const held = await pool.connect();
      const waiting = pool.connect();
      const ended = pool.end();
      await expect(waiting).rejects.toThrow('Cannot use a pool after calling end');
      await expect(pool.connect()).rejects.toThrow('Cannot use a pool after calling end');
      held.release();
      await expect(ended).resolves.toBeUndefined();
    },
  );
});
