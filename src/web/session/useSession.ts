import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { ActiveLocation, SessionResponse } from '../../contract/auth';
import { sessionQuery } from './queries';
import { SessionContext } from './SessionContext';
import { useStoredSession } from './store';

/**
 * The session as far as it is loaded, without asking the server: for what shows before or around the
 * signed-in area (the agency's look). Only the signed-in area's gate fetches it. Following the stored
 * token too means a sign-in or sign-out shows here at once, even though it replaces the cached query.
 */
export function useLoadedSession(): SessionResponse | undefined {
  const stored = useStoredSession();
  const loaded = useQuery({ ...sessionQuery(), enabled: false }).data;
  return stored ? loaded : undefined;
}

/** For screens inside the signed-in area, which shows only once the session is loaded. */
export function useSession(): SessionResponse {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only for screens inside the signed-in area');
  return session;
}

/** The location in use: the stored choice while the session still allows it, else the first. */
export function useActiveLocation(): ActiveLocation | null {
  const { activeLocations } = useSession();
  const activeLocationId = useStoredSession()?.activeLocationId;
  return activeLocations.find((l) => l.id === activeLocationId) ?? activeLocations[0] ?? null;
}
