import type { SessionResponse } from '../../../contract/auth';

/** A session that began in the marketing platform: its user manages their account there. */
export const isPlatformSession = (session: SessionResponse) => session.data.ghl;
