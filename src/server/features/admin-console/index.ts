import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { BoundRoute } from '../../platform/routes.js';
import type { AuditService } from '../audit/index.js';
import type { TeamService } from '../team/service.js';

export interface AdminConsoleDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  team: Pick<TeamService, 'invite'>;
}

/** The operator's console: every agency, created, suspended, resumed and opened from here. */
export function createAdminConsoleFeature(deps: AdminConsoleDeps) {
  void deps;
  const routes: BoundRoute[] = [];
  return { routes };
}
