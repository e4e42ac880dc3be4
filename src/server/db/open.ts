import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsDir } from '../paths.js';
import { ArrivalOrderedPool } from './arrival-ordered-pool.js';
import { lockDataDir } from './data-dir-lock.js';
import { listenOnServer } from './listen.js';
import * as schema from './schema.js';
import { YieldingPGlite } from './yielding-pglite.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Runs a trivial query; used by the readiness probe. */
  ping(): Promise<void>;
  /**
   * Calls back on every PostgreSQL notification of the channel, from any instance, and once more
   * after a lost connection is back (notifications may have been missed meanwhile).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Runs SQL as given, for the job queue, which brings its own statements: with values, one statement;
   * without, any number, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = migrationsDir;

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory, empty or from a copy `dumpDataDir` made. */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new ArrivalOrderedPool({ connectionString: target.url, max: 10 });
    // An idle connection the server ended (a restart, a failover, an operator ending sessions) is
    // already dropped from the pool when this fires, and the next query opens a new one. Unheard,
    // the event would be thrown and end the process.
    pool.on('error', () => undefined);
    // The pool listens to its clients only while they are idle. A connection ended while a client is
    // checked out (a transaction) rejects the query in flight, which the request answers, and the pool
    // drops the client on its release; the client's own error event would be thrown and end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema });
    db.transaction = transactionsOnOwnClients(pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onNotify) => listenOnServer(target.url, channel, onNotify),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // A text of several statements answers one result each.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      close: () => pool.end(),
    };
  }
  const embedded = 'dataDir' in target ? await openEmbeddedDatabase(target.dataDir) : null;
  const client =
    embedded?.client ??
    (await YieldingPGlite.open('loadDataDir' in target ? { loadDataDir: target.loadDataDir } : {}));
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return stop;
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => embedded?.close() ?? client.close(),
  };
}

/**
 * drizzle's transaction over a pool checks a client out and sends BEGIN before its try: when BEGIN fails (the
 * server ended the connection a moment before), the client is never given back, and once all the pool's
 * clients are lost that way every query waits for ever. Here each transaction checks its client out itself
 * and gives it back whatever happens (the pool drops it if its connection is gone); drizzle runs the
 * transaction on that one client, through a drizzle of its own kept for as long as the client lives.
 */
function transactionsOnOwnClients(pool: pg.Pool): NodePgDatabase<Schema>['transaction'] {
  const drizzles = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let onClient = drizzles.get(client);
      if (!onClient) {
        onClient = drizzlePg({ client, schema });
        drizzles.set(client, onClient);
      }
      return await onClient.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

/** The embedded database's files: `pglite/` in the data folder. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pglite');

export interface EmbeddedDatabase {
  client: PGlite;
  /** Closes the database and lets other processes open the folder. */
  close(): Promise<void>;
}

/**
 * Opens (or creates) the embedded database of a data folder, which this process then holds alone until
 * it closes it; with `loadDataDir`, into a folder without one, from a copy `dumpDataDir` made.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<EmbeddedDatabase> {
  const dir = embeddedDatabaseDir(dataDir);
  await mkdir(dir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    const client = await YieldingPGlite.open({ dataDir: dir, loadDataDir: options.loadDataDir });
    return {
      client,
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
