import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '../../../contract/team.js';

const isTeamRole = (role: string): role is TeamRole => TEAM_ROLES.some((teamRole) => teamRole === role);

/** Audit actions of the team: who was invited, let in, changed or removed, by whom. */
export const TEAM_AUDIT = {
  invite: 'team.invite',
  resend: 'team.invite.resend',
  revoke: 'team.invite.revoke',
  join: 'team.join',
  change: 'team.member.change',
  remove: 'team.member.remove',
} as const;

/**
 * A member or an invitation as the agency's log shows it: the name, the e-mail, the role in the words the
 * Team page uses, and the businesses they may work on by name (an admin reaches all of them).
 */
export function teamFields(
  person: { userName: string; email: string; role: string },
  locations: readonly { businessName: string }[],
): Record<string, unknown> {
  return {
    name: person.userName,
    email: person.email,
    role: isTeamRole(person.role) ? TEAM_ROLE_LABELS[person.role] : person.role,
    locations: person.role === 'admin' ? 'All' : locations.map((location) => location.businessName).sort(),
  };
}
