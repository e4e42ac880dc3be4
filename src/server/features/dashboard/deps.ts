import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';

/** What the dashboard needs from the rest of the product: it only reads. */
export interface DashboardDeps {
  db: Database;
  clock: Clock;
}
