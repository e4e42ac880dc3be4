import type { Role } from '../../../contract/roles';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole, teamRoleSchema } from '../../../contract/team';

/** Admins (and the operator) manage the agency's whole team; a User invites Users to their own locations. */
export const managesTeam = (role: Role) => role === 'admin' || role === 'superadmin';

/** How a member's role reads in the team's tables. */
export function roleLabel(role: string): string {
  const teamRole = teamRoleSchema.safeParse(role);
  if (teamRole.success) return TEAM_ROLE_LABELS[teamRole.data];
  return role === 'superadmin' ? 'Superadmin' : role;
}

/** A member's role as the edit form offers it. */
export const teamRoleOf = (role: string): TeamRole => teamRoleSchema.safeParse(role).data ?? 'agency';

/**
 * Whether the viewer is offered Edit and Remove for a member. The operator's account is not the
 * agency's to change; the server checks all of this again.
 */
export const mayChangeMember = (viewer: Role, memberRole: string) =>
  memberRole !== 'superadmin' && managesTeam(viewer);

/** Whether the member is the agency's one admin, whom the server refuses to remove: someone must run the team. */
export const isOnlyAdmin = (member: { role: string }, members: readonly { role: string }[]) =>
  member.role === 'admin' && members.filter((other) => other.role === 'admin').length === 1;

/** The roles the viewer may give: anyone invites a User, only an admin invites an Admin. */
export const grantableRoles = (viewer: Role): readonly TeamRole[] =>
  managesTeam(viewer) ? TEAM_ROLES : ['agency'];

export const ONLY_ADMINS_GRANT_ADMIN = 'Only an admin can make someone an Admin.';
