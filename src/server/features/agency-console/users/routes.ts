import { consoleUsersRoutes } from '../../../../contract/agency-console/users.js';
import type { Team } from '../../../../contract/team.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';

/** The members and invitations whose name or e-mail contains the search, ignoring case. */
function matching(team: Team, search: string | undefined): Team {
  if (!search) return team;
  const wanted = search.toLowerCase();
  const matches = (person: { userName: string; email: string }) =>
    person.userName.toLowerCase().includes(wanted) || person.email.toLowerCase().includes(wanted);
  return { ...team, members: team.members.filter(matches), invitations: team.invitations.filter(matches) };
}

export function usersRoutes(deps: ConsoleDeps): BoundRoute[] {
  return [
    // The team of the agency the console works on, which for the operator is not their own.
    bind(consoleUsersRoutes.list, async ({ principal, scope, query }) =>
      matching(await deps.team.team(principal, scope), query.search),
    ),
    bind(consoleUsersRoutes.invite, ({ principal, scope, body }) => deps.team.invite(principal, scope, body)),
    bind(consoleUsersRoutes.resendInvitation, ({ principal, scope, params }) =>
      deps.team.resend(principal, scope, params.invitationId),
    ),
    bind(consoleUsersRoutes.revokeInvitation, async ({ principal, scope, params }) => {
      await deps.team.revoke(principal, scope, params.invitationId);
      return { ok: true as const };
    }),
  ];
}
