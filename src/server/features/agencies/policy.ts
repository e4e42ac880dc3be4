import type { Principal } from '../../core/principal.js';

/** Users act in their own agency; the operator's superadmin in any. */
export function mayActInAgency(principal: Principal, agencyId: string): boolean {
  return principal.role === 'superadmin' || principal.agencyId === agencyId;
}
