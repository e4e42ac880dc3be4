import { teamRoutes } from '../../../contract/team.js';
import { bind } from '../../platform/routes.js';
import { createTeamService, type TeamDeps } from './service.js';

export function createTeamFeature(deps: TeamDeps) {
  const service = createTeamService(deps);
  const routes = [
    bind(teamRoutes.team, ({ principal, scope }) => service.team(principal, scope)),
    bind(teamRoutes.invite, ({ principal, scope, body }) => service.invite(principal, scope, body)),
    bind(teamRoutes.resend, ({ principal, scope, params }) =>
      service.resend(principal, scope, params.invitationId),
    ),
    bind(teamRoutes.revoke, async ({ principal, scope, params }) => {
      await service.revoke(principal, scope, params.invitationId);
      return { ok: true as const };
    }),
    bind(teamRoutes.changeMember, ({ principal, scope, params, body }) =>
      service.changeMember(principal, scope, params.userId, body),
    ),
    bind(teamRoutes.removeMember, async ({ principal, scope, params }) => {
      await service.removeMember(principal, scope, params.userId);
      return { ok: true as const };
    }),
    bind(teamRoutes.invitation, ({ body }) => service.preview(body.token)),
    bind(teamRoutes.accept, ({ body }) => service.accept(body.token, body.password)),
  ];
  return { routes, service };
}
