import type { Principal } from '../../core/principal.js';

/** Users change their own profile; agency admins also those of their agency's users, but not a superadmin's. */
export function mayEditUser(
  principal: Principal,
  user: { id: string; agencyId: string; role: string },
): boolean {
  if (user.id === principal.userId || principal.role === 'superadmin') return true;
  return principal.role === 'admin' && user.agencyId === principal.agencyId && user.role !== 'superadmin';
}
