import type { DatabaseHandle } from '../db/open.js';
import { syncOptionCatalogue } from '../features/prompt-options/repository.js';

/** Brings a database up to date: committed migrations, then the option catalogue shipped with this release. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await syncOptionCatalogue(database.db);
}
