import type { Role, SessionOrigin } from '../../contract/roles.js';

/** The signed-in caller of a request, as its session says. */
export interface Principal {
  sessionId: string;
  userId: string;
  agencyId: string;
  email: string;
  role: Role;
  /** How the session began; a user who arrived from the marketing platform sees that platform's menu. */
  origin: SessionOrigin;
}
