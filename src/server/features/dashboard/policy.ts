import type { Principal } from '../../core/principal.js';

/** The whole agency's figures are for those who run it: its admins (and the operator). */
export function maySeeAgencyFigures(principal: Principal): boolean {
  return principal.role === 'admin' || principal.role === 'superadmin';
}
