import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../boot/prepare.js';
import { openDatabase, openEmbeddedDatabase } from '../db/open.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each test app's fresh, migrated database comes from: a copy of the PostgreSQL run's template
     * database, or a file holding a migrated PGlite database, loaded into memory.
     */
    testDatabase:
      | { kind: 'postgres'; serverUrl: string; template: string }
      | { kind: 'pglite'; file: string };
  }
}

/**
 * With TEST_DATABASE_URL set, the run migrates one template database on that server; each test app gets
 * a copy (`create database … template`, a file copy), so test files never see each other's rows, jobs or
 * notifications, as separate deployments would not. Every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'test-pglite-'));
    project.provide('testDatabase', { kind: 'pglite', file: await migratedPgliteCopy(folder) });
    return () => rm(folder, { recursive: true, force: true });
  }
  const run = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const template = `${run}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString() });
  await prepareDatabase(database);
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${run}_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

/**
 * Migrates an embedded database once and writes PGlite's copy of it to a file in the folder: loading that
 * copy takes a test app about a second, where creating a database and migrating it takes three to nine.
 */
async function migratedPgliteCopy(folder: string): Promise<string> {
  const dataDir = join(folder, 'data');
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database);
  await database.close();
  const embedded = await openEmbeddedDatabase(dataDir);
  const copy = await embedded.client.dumpDataDir('none');
  await embedded.close();
  const file = join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await copy.arrayBuffer()));
  await rm(dataDir, { recursive: true, force: true });
  return file;
}
