import type { Role } from '../../../contract/roles';

/** The agency's admins (and the operator) may credit or debit a balance by hand. */
export const adjustsBalance = (role: Role) => role === 'admin' || role === 'superadmin';
