import type { LocationStatus } from './queries';

/** What an empty list says, and what to do about it. */
export function emptyLocationsMessage(status: LocationStatus, search: string): string {
  if (search) return `No ${status} location matches “${search}”.`;
  return status === 'active'
    ? 'No locations yet. Create the first one to give a business its calendar.'
    : 'No archived locations. A location you archive shows here, where it can be restored.';
}
