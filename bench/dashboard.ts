// The dashboard of a location holding 100,000 posts and 100,000 ledger entries over two years, for each
// period: the product's service (every figure and chart, as the API answers them) against the same
// figures computed by hand in one SQL statement straight from the posts and the ledger (what the
// dashboard would cost without its daily usage rows), on the same database in the same run. PGlite,
// then PostgreSQL. The product's target: under 50 ms at the median on PostgreSQL.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DASHBOARD_PERIODS } from '../src/contract/dashboard.js';
import { prepareDatabase } from '../src/server/boot/prepare.js';
import { type DatabaseHandle, openDatabase } from '../src/server/db/open.js';
import { users } from '../src/server/db/schema.js';
import { dashboardOf } from '../src/server/features/dashboard/service.js';
import { benchLocation } from './support/bench-location.js';
import { withScratchPostgres } from './support/scratch-postgres.js';

const ROWS = Number(process.env.BENCH_DASHBOARD_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 40);
const NOW = new Date('2026-11-24T15:00:00Z');
const TIME_ZONE = 'America/New_York';

/** A location with ROWS posts and ROWS ledger entries spread over the two years before NOW. */
export async function seed(database: DatabaseHandle) {
  const db = database.db;
  const scope = await benchLocation(db);
  const locationId = scope.locationId;
  await db.insert(users).values({
    agencyId: scope.agencyId,
    userName: 'Admin',
    email: 'bench-admin@example.com',
    role: 'admin',
    type: 'admin',
  });
  const spread = sql`${NOW.toISOString()}::timestamptz - (i * interval '730 days' / ${ROWS})`;
  await db.execute(sql`
    insert into posts (location_id, event_date, event_title, platform, action, html, prompt, provider, model, duration_ms, created_at)
    select ${locationId}, (${spread})::date, 'World Bread Day',
      (array['Instagram','Facebook','LinkedIn','X'])[1 + i % 4],
      (array['social','social','tone','image'])[1 + i % 4]::post_action,
      '<p>Fresh bread</p>', 'a post', case when i % 3 = 0 then 'openai' else 'builtin' end, 'model', 10, ${spread}
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into ledger_entries (location_id, kind, cents, balance_after_cents, status, reason, source_key, actor_label, created_at)
    select ${locationId}, 'debit', -5, 0, case when i % 10 = 0 then 'refunded' else 'succeeded' end::ledger_status,
      'Write a post', 'bench:' || i, 'bench', ${spread}
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into balances (location_id, cents) values (${locationId}, 100000)`);
  await db.execute(sql`vacuum analyze`);
  return scope;
}

/** The period's figures and charts straight from the posts and the ledger: one statement, one round trip. */
function handWritten(locationId: string, from: Date | null) {
  const since = from ? sql`and created_at >= ${from.toISOString()}::timestamptz` : sql``;
  const now = sql`${NOW.toISOString()}::timestamptz`;
  return sql`
    select
      (select count(*) from posts where location_id = ${locationId} ${since} and created_at < ${now}) as calls,
      (select count(*) from posts where location_id = ${locationId} and action = 'social' ${since} and created_at < ${now}) as written,
      (select coalesce(-sum(cents), 0) from ledger_entries where location_id = ${locationId} and kind = 'debit' and status = 'succeeded' ${since} and created_at < ${now}) as spent,
      (select cents from balances where location_id = ${locationId}) as balance,
      (select count(*) from chat_conversations where location_id = ${locationId} ${since}) as chats,
      (select json_agg(w) from (
        select date_trunc('week', created_at at time zone ${TIME_ZONE}) as week, platform, count(*)
        from posts where location_id = ${locationId} and action = 'social' ${since} and created_at < ${now}
        group by 1, 2) w) as weekly,
      (select json_agg(m) from (
        select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM') as month, -sum(cents)
        from ledger_entries where location_id = ${locationId} and kind = 'debit' and status = 'succeeded'
          and created_at >= ${now} - interval '12 months'
        group by 1) m) as monthly`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(label: string, database: DatabaseHandle) {
  const scope = await seed(database);
  const deps = { db: database.db, clock: () => NOW };
  const starts = {
    month: new Date('2026-11-01T04:00:00Z'),
    '30d': new Date('2026-10-26T04:00:00Z'),
    year: new Date('2026-01-01T05:00:00Z'),
    all: null,
  };
  for (const period of DASHBOARD_PERIODS) {
    const product = () => dashboardOf(deps, { location: scope }, { period, of: 'location' }, TIME_ZONE);
    const direct = () => database.db.execute(handWritten(scope.locationId, starts[period]));
    // A warm-up of each, so plans are cached and the JIT has settled.
    for (let run = 0; run < 3; run++) {
      await product();
      await direct();
    }
    const ours: number[] = [];
    const baseline: number[] = [];
    // In turn, so a slow spell of the machine falls on both alike.
    for (let run = 0; run < RUNS; run++) {
      ours.push(await timed(product));
      baseline.push(await timed(direct));
    }
    const [oursMedian, baselineMedian] = [median(ours), median(baseline)];
    console.log(
      `dashboard ${label.padEnd(10)} ${period.padEnd(5)} service median ${oursMedian.toFixed(1)} ms  raw aggregates in SQL median ${baselineMedian.toFixed(1)} ms  ratio ${(oursMedian / baselineMedian).toFixed(3)}  (${ROWS} posts, ${ROWS} ledger entries, ${RUNS} runs)`,
    );
  }
}

export async function benchDashboard() {
  const embedded = await openDatabase({ memory: true });
  try {
    await prepareDatabase(embedded);
    await measure('PGlite', embedded);
  } finally {
    await embedded.close();
  }
  await withScratchPostgres('bench_dashboard', (database) => measure('PostgreSQL', database));
}
