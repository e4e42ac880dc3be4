import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../boot/prepare.js';
import { openDatabase } from '../db/open.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database of this run, or null to give each test file its own PGlite. */
    testDatabaseUrl: string | null;
  }
}

/**
 * With TEST_DATABASE_URL set, the run creates its own database on that server,
 * migrates it once, and drops it at the end; test files share it through unique factory data.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabaseUrl', null);
    return;
  }
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await prepareDatabase(database);
  await database.close();
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
