import { describe, expect, it } from 'vitest';
import { invitableRoles, ONLY_ADMINS_GRANT_ADMIN, USERS_NEED_A_LOCATION } from './roles';

describe('the roles an invitation offers', () => {
  it('lets an admin invite a User or an Admin when there is a location to share', () => {
    expect(invitableRoles('admin', 2)).toEqual({ roles: ['agency', 'admin'] });
  });

  it('lets a User invite Users only, and says why', () => {
    expect(invitableRoles('agency', 1)).toEqual({ roles: ['agency'], reason: ONLY_ADMINS_GRANT_ADMIN });
  });

  it('offers the operator, with no business in its agency, an Admin only, saying a User needs a location', () => {
    expect(invitableRoles('superadmin', 0)).toEqual({ roles: ['admin'], reason: USERS_NEED_A_LOCATION });
  });
});
