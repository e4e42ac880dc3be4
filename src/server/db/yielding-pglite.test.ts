import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YieldingPGlite } from './yielding-pglite.js';

let database: YieldingPGlite;

beforeAll(async () => {
  database = await YieldingPGlite.open({});
});
afterAll(async () => {
  await database.close();
});

describe('the embedded database', () => {
  it('lets the event loop turn before each statement, so a long run of statements does not hold up the network', async () => {
    let statementsBeforeTheTurn: number | null = null;
    let statements = 0;
    setImmediate(() => {
      statementsBeforeTheTurn = statements;
    });
    for (let i = 0; i < 20; i++) {
      await database.query('select 1');
      statements++;
    }
    expect(statementsBeforeTheTurn).toBe(0);
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
