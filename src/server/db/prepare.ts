import { syncOptionCatalogue } from '../features/options/repository.js';
import type { DatabaseHandle } from './open.js';

/** Brings a database up to date: committed migrations, then the option catalogue. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await syncOptionCatalogue(database.db);
}
