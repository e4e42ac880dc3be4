import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareDatabase } from '../../src/server/boot/prepare.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/open.js';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A scratch database on the PostgreSQL server, migrated, dropped at the end. `run` is also handed its
 * address, for a server started in a process of its own.
 */
export async function withScratchPostgres(
  prefix: string,
  run: (database: DatabaseHandle, url: string) => Promise<void>,
) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await prepareDatabase(database);
    await run(database, url.toString());
  } finally {
    await database.close();
    // The pool answers closed before the server has let go of its sessions; a forced drop would end
    // those under it, and their clients would raise errors nobody listens to.
    for (let waited = 0; waited < 50; waited++) {
      const { rows } = await admin.query(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
