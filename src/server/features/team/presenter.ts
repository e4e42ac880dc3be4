import type { Invitation, TeamMember } from '../../../contract/team.js';
import type { InvitationRecord, LocationName, MemberRecord } from './repository.js';

const presentLocations = (locations: readonly LocationName[]) =>
  locations.map((location) => ({ id: location.id, business_name: location.businessName }));

export function presentMember(user: MemberRecord, locations: readonly LocationName[]): TeamMember {
  return {
    _id: user.id,
    userName: user.userName,
    email: user.email,
    role: user.role,
    locations: presentLocations(locations),
  };
}

export function presentInvitation(
  invitation: InvitationRecord,
  locations: readonly LocationName[],
): Invitation {
  return {
    _id: invitation.id,
    userName: invitation.userName,
    email: invitation.email,
    role: invitation.role === 'admin' ? 'admin' : 'agency',
    locations: presentLocations(locations.filter((location) => invitation.locationIds.includes(location.id))),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
