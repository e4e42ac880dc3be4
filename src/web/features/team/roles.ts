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
export const USERS_NEED_A_LOCATION = 'A User works in a location: add a business first to invite one.';

/**
 * The roles an invitation may give and why any other is switched off: a User needs a location to share, so with
 * none (the operator's own agency, an agency before its first business) only an Admin can be invited.
 */
export function invitableRoles(
  viewer: Role,
  locationCount: number,
): { roles: readonly TeamRole[]; reason?: string } {
  const grantable = grantableRoles(viewer);
  if (locationCount === 0) {
    return { roles: grantable.filter((role) => role === 'admin'), reason: USERS_NEED_A_LOCATION };
  }
  return grantable.length < TEAM_ROLES.length
    ? { roles: grantable, reason: ONLY_ADMINS_GRANT_ADMIN }
    : { roles: grantable };
}
