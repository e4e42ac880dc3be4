import { adminRoutes } from '../../../contract/admin-console.js';
import { bind } from '../../platform/routes.js';
import { type AdminConsoleDeps, createAdminConsoleService } from './service.js';

export type { AdminConsoleDeps } from './service.js';

/** The operator's console: every agency, created, suspended, resumed and opened from here. */
export function createAdminConsoleFeature(deps: AdminConsoleDeps) {
  const service = createAdminConsoleService(deps);
  const routes = [
    bind(adminRoutes.agencies, async ({ query }) => ({ agencies: await service.list(query.search) })),
    bind(adminRoutes.create, ({ principal, grants, body }) => service.create(principal, grants, body)),
    bind(adminRoutes.suspend, ({ principal, scope }) => service.suspend(principal, scope)),
    bind(adminRoutes.resume, ({ principal, scope }) => service.resume(principal, scope)),
    bind(adminRoutes.open, async ({ principal, scope }) => {
      await service.open(principal, scope);
      return { ok: true as const };
    }),
  ];
  return { routes, service };
}
