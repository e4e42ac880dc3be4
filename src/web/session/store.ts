import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Where the session is kept; also how other tabs' changes to it are recognised. */
export const STORED_SESSION_KEY = 'session';

/**
 * All the browser keeps of a session: the token that proves it, and which of the user's locations is in
 * use. Everything else (user, agency, locations) is server state, held by the session query.
 */
const storedSessionSchema = z.object({
  token: z.string(),
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
  return store ? store.getItem(STORED_SESSION_KEY) : memoryFallback;
}

function writeRaw(raw: string | null) {
  const store = storage();
  if (store) {
    if (raw === null) store.removeItem(STORED_SESSION_KEY);
    else store.setItem(STORED_SESSION_KEY, raw);
  } else {
    memoryFallback = raw;
  }
  for (const listener of listeners) listener();
}

/** Reads a stored value; anything unreadable counts as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Set once the server ended the session: storage is cleared, the screen stays until the app restarts. */
let ended = false;

export function readStoredSession(): StoredSession | null {
  if (ended) return cached.value;
  const raw = readRaw();
  if (raw === cached.raw) return cached.value;
  cached = { raw, value: parseStoredSession(raw) };
  return cached.value;
}

function save(session: StoredSession) {
  writeRaw(JSON.stringify(session));
}

/** The page a sign-out in this tab asked to end on (an agency's own sign-in page), until the next sign-in. */
let signedOutTo: string | null = null;

/** Where the signed-in screens go once the session is gone: the sign-out's page, else none in particular. */
export const pageAfterSignOut = (): string | null => signedOutTo;

/** After sign-in: the token, and the location to start in. */
export function storeSignIn(token: string, activeLocationId: string | null) {
  signedOutTo = null;
  save({ token, activeLocationId });
}

/** The caller has checked the location is one of the session's. */
export function setActiveLocation(locationId: string) {
  const current = readStoredSession();
  if (current && current.activeLocationId !== locationId) save({ ...current, activeLocationId: locationId });
}

/**
 * Forgets the session. The signed-in screens then leave for `then` when given: set before the screens learn
 * the session is gone, so their guard sends the browser there rather than to the plain sign-in page.
 */
export function clearSession(then: string | null = null) {
  signedOutTo = then;
  writeRaw(null);
}

/**
 * The server ended the session: forget it in storage at once, but leave the current screen in place
 * so the user can read why before the app returns to the start.
 */
export function expireSession() {
  readStoredSession();
  ended = true;
  const store = storage();
  if (store) store.removeItem(STORED_SESSION_KEY);
  else memoryFallback = null;
}

/** Follows the stored session in this tab and in others (a sign-out elsewhere signs out here too). */
export function subscribeToStoredSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORED_SESSION_KEY) return;
    // A sign-in in another tab is this tab's too: a later sign-out goes to the plain sign-in page again.
    if (event.newValue !== null) signedOutTo = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeToStoredSession, readStoredSession);
}
