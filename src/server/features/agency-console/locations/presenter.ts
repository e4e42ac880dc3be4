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

/** The fields an admin edits. */
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

/** A location as the audit log records it before and after a change: its plan by name, as the admin chose it. */
export function auditedLocation({ location, planName }: ConsoleLocationRecord): Record<string, unknown> {
  const { planId: _planId, ...fields } = locationFields(location);
  return { ...fields, plan: planName };
}
