import type { Principal } from '../../core/principal.js';

/**
 * Who may use a location: a superadmin any, an agency admin any of the agency's, anyone else only the
 * locations given to them.
 */
export function mayUseLocation(
  principal: Principal,
  location: { agencyId: string },
  assignedToCaller: () => Promise<boolean>,
): Promise<boolean> | boolean {
  if (principal.role === 'superadmin') return true;
  if (location.agencyId !== principal.agencyId) return false;
  if (principal.role === 'admin') return true;
  return assignedToCaller();
}
