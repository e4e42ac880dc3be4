import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
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

/** A copy of the run's migrated PostgreSQL template, made for one test app; its URL. */
async function copyOfTemplate(postgres: { serverUrl: string; template: string }): Promise<string> {
  const name = `${postgres.template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgres.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgres.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for a test app: a PostgreSQL database of its own, whose connections carry
 * `applicationName` when given so a test can find exactly its own in pg_stat_activity; or PGlite in
 * memory, loaded from the run's migrated copy.
 */
export async function openTestDatabase(applicationName?: string): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return openDatabase({ memory: true, loadDataDir: new Blob([await readFile(source.file)]) });
  }
  const url = new URL(await copyOfTemplate(source));
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return openDatabase({ url: url.toString() });
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
