import type { ConsoleLocation, LocationInput } from '../../../../contract/agency-console/locations.js';
import type { LocationRecord } from '../../../platform/scope.js';
import type { ConsoleLocationRecord } from './repository.js';

export function presentConsoleLocation({
  location,
  planName,
  users,
}: ConsoleLocationRecord): ConsoleLocation {
  return {
    ...locationFields(location),
    id: location.id,
    planName,
    archived: location.archivedAt !== null,
    createdAt: location.createdAt.toISOString(),
    users,
  };
}

/** The fields an admin edits, as the audit log records them before and after a change. */
export function locationFields(location: LocationRecord): LocationInput {
  return {
    businessName: location.businessName,
    firstName: location.firstName,
    email: location.email,
    phoneNumber: location.phoneNumber,
    address: location.address,
    country: location.country,
    timeZone: location.timeZone,
    planId: location.planId,
  };
}
