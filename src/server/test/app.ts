import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { prepareDatabase } from '../boot/prepare.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/open.js';
import { SecretBox } from '../infra/secret-box.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  secretBox: SecretBox;
  close(): Promise<void>;
}

/**
 * A fresh database for this test file: PGlite in memory, or the run's PostgreSQL database, whose
 * connections carry `applicationName` when given, so a test can find exactly its own in pg_stat_activity.
 */
export async function openTestDatabase(applicationName?: string): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (url) {
    const named = new URL(url);
    if (applicationName) named.searchParams.set('application_name', applicationName);
    return openDatabase({ url: named.toString() });
  }
  const database = await openDatabase({ memory: true });
  await prepareDatabase(database);
  return database;
}

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    webRoot?: string | null;
    /** Another instance of that app: the same database and secret key, a process of its own. */
    sameDatabaseAs?: TestApp;
    /** On PostgreSQL, the application_name of the app's own connections. */
    applicationName?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_POLL_SECONDS: '0.5',
    ...options.env,
  });
  const shared = options.sameDatabaseAs;
  const database = shared?.database ?? (await openTestDatabase(options.applicationName));
  const secretBox = shared?.secretBox ?? new SecretBox(randomBytes(32));
  const deps: AppDeps = { config, database, secretBox, webRoot: options.webRoot ?? null, clock: options.now };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    config,
    secretBox,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
