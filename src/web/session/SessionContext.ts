import { createContext } from 'react';
import type { SessionResponse } from '../../contract/auth';

/** The loaded session, provided by the signed-in area's gate to every screen inside it. */
export const SessionContext = createContext<SessionResponse | null>(null);
