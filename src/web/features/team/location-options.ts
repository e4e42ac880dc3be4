interface NamedLocation {
  id: string;
  business_name: string;
}

/**
 * The locations a team form offers as checkboxes: the viewer's own, and those the member already has
 * (an admin may give any of the agency's, and leaving one unticked takes it away), each once.
 */
export function locationOptions(
  viewer: readonly NamedLocation[],
  member: readonly NamedLocation[] = [],
): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const location of [...viewer, ...member]) byId.set(location.id, location.business_name);
  return [...byId].map(([value, label]) => ({ value, label }));
}
