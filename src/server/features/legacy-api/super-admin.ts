import { superAdminRoutes } from '../../../contract/legacy.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { AdminConsoleService } from '../admin-console/service.js';

export interface SuperAdminDeps {
  adminConsole: Pick<AdminConsoleService, 'list' | 'customers' | 'inviteAdmin'>;
}

/**
 * The earlier operator screens' calls (SPEC §7: super_admin agencies, customers, add_team), answered by
 * the operator's console. Its getproducts call has no counterpart: the product sells no products.
 */
export function superAdminCalls({ adminConsole }: SuperAdminDeps): BoundRoute[] {
  return [
    bind(superAdminRoutes.agencies, async () => ({ data: await adminConsole.list(undefined) })),
    bind(superAdminRoutes.customers, async ({ principal, grants, query }) => ({
      data: await adminConsole.customers(
        query.agency_id === undefined ? null : await grants.agency(principal, query.agency_id),
      ),
    })),
    bind(superAdminRoutes.addTeam, async ({ principal, scope, body }) => {
      const sent = await adminConsole.inviteAdmin(principal, scope, {
        userName: body.userName,
        email: body.email,
      });
      return { data: sent.invitation, link: sent.link };
    }),
  ];
}
