import { usersRoutes } from '../../../contract/users.js';
import { bind } from '../../platform/routes.js';
import { createEmailChanges, type EmailChangeDeps } from './email-change.js';
import { createUsersService, type UsersDeps } from './service.js';

export function createUsersFeature(
  deps: Omit<UsersDeps, 'emailChanges'> & Omit<EmailChangeDeps, 'db' | 'attempts'>,
) {
  const emailChanges = createEmailChanges(deps);
  const service = createUsersService({ ...deps, emailChanges });
  const profileAnswer = ({ user, emailChange }: Awaited<ReturnType<typeof service.updateProfile>>) => ({
    data: user,
    emailChange,
  });
  const routes = [
    bind(usersRoutes.updateMe, async ({ principal, scope, body }) =>
      profileAnswer(await service.updateOwnProfile(principal, scope, body)),
    ),
    bind(usersRoutes.changeMyPassword, async ({ principal, scope, body }) => {
      await service.changeOwnPassword(
        principal,
        scope,
        principal.userId,
        { current: body.currentPassword, next: body.newPassword },
        { current: 'currentPassword', next: 'newPassword' },
      );
      return { ok: true as const };
    }),
    bind(usersRoutes.updateUser, async ({ principal, scope, params, body }) =>
      profileAnswer(await service.updateProfile(principal, scope, params.userId, body)),
    ),
    bind(usersRoutes.confirmEmail, async ({ body, request }) => ({
      email: await emailChanges.confirm(body.token, request.ip),
    })),
  ];
  return { routes, service };
}
