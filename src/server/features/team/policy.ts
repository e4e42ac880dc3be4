import type { TeamRole } from '../../../contract/team.js';
import type { Principal } from '../../core/principal.js';

const managesTeam = (principal: Principal) => principal.role === 'admin' || principal.role === 'superadmin';

/** Admins see and manage the agency's whole team; a User sees the members sharing a location with them. */
export const seesWholeTeam = managesTeam;

/** Anyone may invite a User to their locations; only an admin may invite an Admin. */
export function mayInvite(principal: Principal, role: TeamRole): boolean {
  return role === 'agency' || managesTeam(principal);
}

/** An invitation is resent or withdrawn by an admin or by whoever sent it. */
export function mayManageInvitation(principal: Principal, invitation: { invitedBy: string | null }): boolean {
  return managesTeam(principal) || invitation.invitedBy === principal.userId;
}

/** Admins manage the agency's users; nobody but the operator touches the operator's account. */
export function mayChangeMember(principal: Principal, member: { role: string }): boolean {
  if (member.role === 'superadmin') return principal.role === 'superadmin';
  return managesTeam(principal);
}
