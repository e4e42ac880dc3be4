import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openEmbeddedDatabase } from '../db/open.js';

/**
 * A new data folder for a server process (`npm start`) whose embedded database is already migrated,
 * from the run's migrated copy, and holds nothing else: the start seeds it as it would a new one.
 * Loading the copy takes about a second where migrating takes ten; a test of the migration itself
 * starts from an empty folder instead. Runs on PostgreSQL do not start server processes (see
 * vitest.config.ts), so their folder is left empty and the server migrates it.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') return dataDir;
  const database = await openEmbeddedDatabase(dataDir, {
    loadDataDir: new Blob([await readFile(source.file)]),
  });
  await database.close();
  return dataDir;
}
