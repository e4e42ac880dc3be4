import { usersRoutes } from '../../../contract/users.js';
import { bind } from '../../platform/routes.js';
import { createUsersService, type UsersDeps } from './service.js';

export function createUsersFeature(deps: UsersDeps) {
  const service = createUsersService(deps);
  const routes = [
    bind(usersRoutes.updateMe, async ({ principal, grants, body }) => ({
      data: await service.updateProfile(principal, grants.ownAgency(principal), principal.userId, body),
    })),
    bind(usersRoutes.changeMyPassword, async ({ principal, grants, body }) => {
      await service.changeOwnPassword(
        principal,
        grants.ownAgency(principal),
        principal.userId,
        { current: body.currentPassword, next: body.newPassword },
        'currentPassword',
      );
      return { ok: true as const };
    }),
    bind(usersRoutes.updateUser, async ({ principal, scope, params, body }) => ({
      data: await service.updateProfile(principal, scope, params.userId, body),
    })),
  ];
  return { routes, service };
}
