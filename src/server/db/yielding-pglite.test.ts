import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalOfCurrentWork, asArrivedAt } from '../core/arrival.js';
import { YieldingPGlite } from './yielding-pglite.js';

let database: YieldingPGlite;

beforeAll(async () => {
  database = await YieldingPGlite.open({});
});
afterAll(async () => {
  await database.close();
});

describe('the embedded database', () => {
  it('takes a turn of the event loop once a few milliseconds of statements have run, so a queue of them does not hold up the network', async () => {
    // Each takes well over the most a turn may spend on statements (50 ms), on any machine.
    const slow = 'select count(*) from generate_series(1, 1000000)';
    let turns = 0;
    let counting = true;
    const countTurn = () => {
      turns++;
      if (counting) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, (_, index) => database.query(slow).then(() => finished.push(index))),
    );
    counting = false;
    // A turn between each statement and the next; all four run in one turn without it.
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(finished).toEqual([0, 1, 2, 3]);
  });

  it('runs the statements of the request that arrived first before those of requests that came later', async () => {
    const finished: string[] = [];
    const later = [1, 2, 3].map((n) =>
      asArrivedAt(200, () => database.query('select 1').then(() => finished.push(`later ${n}`))),
    );
    const earlier = asArrivedAt(100, () => database.query('select 1').then(() => finished.push('earlier')));
    await Promise.all([...later, earlier]);
    expect(finished).toEqual(['earlier', 'later 1', 'later 2', 'later 3']);
  });

  it('runs a transaction in the context of the request that asked for it, whichever turn runs it', async () => {
    // Another's statement starts the turns first, so the transaction runs in a turn that is not its own.
    const another = database.query('select 1');
    const seen = await asArrivedAt(222, () =>
      database.transaction(async (tx) => {
        await tx.query('select 1');
        return arrivalOfCurrentWork();
      }),
    );
    await another;
    expect(seen).toBe(222);
  });

  it('runs statements, several at once and in transactions, as before', async () => {
    await database.exec('create table notes (id serial primary key, text text not null)');
    await Promise.all(
      ['one', 'two', 'three'].map((text) => database.query('insert into notes (text) values ($1)', [text])),
    );
    await database.transaction(async (tx) => {
      await tx.query('insert into notes (text) values ($1)', ['four']);
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into notes (text) values ($1)', ['five']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await database.query<{ text: string }>('select text from notes order by text');
    expect(rows.rows.map((row) => row.text)).toEqual(['four', 'one', 'three', 'two']);
  });
});
