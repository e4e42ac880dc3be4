// Debits a second on one location under 50 concurrent writers, through the ledger's `book` (an entry and
// a conditional update of the balance in one transaction), against a bare `UPDATE balances SET cents =
// cents - 1` with the same concurrency on the same database, in the same run: PGlite, then PostgreSQL.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../src/server/boot/prepare.js';
import { type DatabaseHandle, openDatabase } from '../src/server/db/open.js';
import { balances } from '../src/server/db/schema.js';
import { withTransaction } from '../src/server/db/transaction.js';
import { book } from '../src/server/features/balance/ledger.js';
import type { LocationScope } from '../src/server/platform/scope.js';
import { benchLocation } from './support/bench-location.js';
import { withScratchPostgres } from './support/scratch-postgres.js';

const WRITERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each way is measured in turn, round after round, so a slow spell of the machine falls on both alike. */
const ROUNDS = 2;

/** Runs `write` from 50 writers at once for that many seconds; answers writes a second. */
async function perSecond(write: () => Promise<unknown>, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const writer = async () => {
    while (performance.now() < until) {
      await write();
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return done / ((performance.now() - started) / 1000);
}

/** One agency with one location holding more than the run can spend. */
async function locationToDebit(database: DatabaseHandle): Promise<LocationScope> {
  const db = database.db;
  const scope = await benchLocation(db);
  await withTransaction(db, (tx) =>
    book(tx, scope, {
      kind: 'credit',
      cents: 1_000_000_000,
      reason: 'Bench credit',
      sourceKey: `bench:${randomUUID()}`,
      actor: { id: null, label: 'Bench' },
    }),
  );
  return scope;
}

async function measure(label: string, database: DatabaseHandle) {
  const db = database.db;
  const scope = await locationToDebit(database);
  const debit = () =>
    withTransaction(db, async (tx) => {
      const booked = await book(tx, scope, {
        kind: 'debit',
        cents: -1,
        reason: 'Bench debit',
        sourceKey: `bench:${randomUUID()}`,
        actor: { id: null, label: 'Bench' },
      });
      if (booked.outcome !== 'booked') throw new Error(`a debit was not booked: ${booked.outcome}`);
    });
  const bare = () =>
    db
      .update(balances)
      .set({ cents: sql`${balances.cents} - 1` })
      .where(eq(balances.locationId, scope.locationId));
  // A short warm-up of each, so plans are cached and the JIT has settled.
  await perSecond(debit, 1);
  await perSecond(bare, 1);
  const ledger: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ledger.push(await perSecond(debit, SECONDS));
    baseline.push(await perSecond(bare, SECONDS));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [ledgerRate, bareRate] = [mean(ledger), mean(baseline)];
  console.log(
    `ledger ${label.padEnd(10)} book ${ledgerRate.toFixed(0)} debits/s  bare UPDATE ${bareRate.toFixed(0)} updates/s  (${WRITERS} writers, one location, ${ROUNDS} rounds of ${SECONDS} s each way)`,
  );
  console.log(`ledger ${label} ratio ${(ledgerRate / bareRate).toFixed(3)}`);
}

export async function benchLedger() {
  const embedded = await openDatabase({ memory: true });
  try {
    await prepareDatabase(embedded);
    await measure('PGlite', embedded);
  } finally {
    await embedded.close();
  }
  await withScratchPostgres('bench_ledger', (database) => measure('PostgreSQL', database));
}
