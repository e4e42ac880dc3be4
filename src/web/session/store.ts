import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  activeLocationSchema,
  type LoginResponse,
  type SessionResponse,
  sessionAgencySchema,
  sessionUserSchema,
} from '../../contract/auth';

const KEY = 'session';

const storedSessionSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  brand: z.null(),
  agency: sessionAgencySchema,
  locations: z.array(activeLocationSchema),
  activeLocationId: z.string().nullable(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Some browsers block storage inside third-party frames.
    return null;
  }
}

let memoryFallback: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(KEY) : memoryFallback;
}

function writeRaw(raw: string | null) {
  const store = storage();
  if (store) {
    if (raw === null) store.removeItem(KEY);
    else store.setItem(KEY, raw);
  } else {
    memoryFallback = raw;
  }
  for (const listener of listeners) listener();
}

/** Set once the server ended the session: storage is cleared, the screen stays until the app restarts. */
let ended = false;

export function readSession(): StoredSession | null {
  if (ended) return cached.value;
  const raw = readRaw();
  if (raw === cached.raw) return cached.value;
  let value: StoredSession | null = null;
  if (raw) {
    try {
      const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null;
    }
  }
  cached = { raw, value };
  return value;
}

function save(session: StoredSession) {
  writeRaw(JSON.stringify(session));
}

/** After sign-in: keeps token, user, brand, agency and locations; the active location is the first, unless named. */
export function storeLogin(response: LoginResponse, activeLocationId?: string) {
  const { token, ...user } = response.data;
  const active = activeLocationId ?? response.activeLocations[0]?.id ?? null;
  save({
    token,
    user,
    brand: response.brand,
    agency: response.agency,
    locations: response.activeLocations,
    activeLocationId: active,
  });
}

/** Refreshes what the server says of the session, keeping the token and the active location if still allowed. */
export function refreshSession(response: SessionResponse) {
  const current = readSession();
  if (!current) return;
  const stillAllowed = response.activeLocations.some((l) => l.id === current.activeLocationId);
  save({
    ...current,
    user: response.data,
    brand: response.brand,
    agency: response.agency,
    locations: response.activeLocations,
    activeLocationId: stillAllowed ? current.activeLocationId : (response.activeLocations[0]?.id ?? null),
  });
}

export function setActiveLocation(locationId: string) {
  const current = readSession();
  if (current?.locations.some((l) => l.id === locationId)) save({ ...current, activeLocationId: locationId });
}

export function clearSession() {
  writeRaw(null);
}

/**
 * The server ended the session: forget it in storage at once, but leave the current screen in place
 * so the user can read why before the app returns to the start.
 */
export function expireSession() {
  readSession();
  ended = true;
  const store = storage();
  if (store) store.removeItem(KEY);
  else memoryFallback = null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, readSession);
}

/** For screens inside the signed-in area, where a session is guaranteed by the route guard. */
export function useActiveLocation() {
  const session = useSession();
  return session?.locations.find((l) => l.id === session.activeLocationId) ?? session?.locations[0] ?? null;
}
