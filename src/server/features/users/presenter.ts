import type { SessionUser } from '../../../contract/auth.js';
import type { SessionOrigin } from '../../../contract/roles.js';
import type { UserRecord } from './repository.js';

/** A user as the session shows them; `ghl` tells whether this session began in the marketing platform. */
export function presentUser(user: UserRecord, origin: SessionOrigin): SessionUser {
  return {
    _id: user.id,
    userName: user.userName,
    email: user.email,
    contactNumber: user.contactNumber,
    role: user.role,
    type: user.type,
    agency_id: user.agencyId,
    name: user.name,
    ghl: origin === 'embed',
  };
}
