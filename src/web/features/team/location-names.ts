interface NamedLocation {
  business_name: string;
}

/** The locations someone is given, by name; an admin reaches every location whatever they were given. */
export function locationNames(role: string, locations: readonly NamedLocation[]): string {
  if (role === 'admin' || role === 'superadmin') return 'Every location';
  return locations.map((location) => location.business_name).join(', ') || 'No locations';
}
