import { expireSession } from '../session/store';

/** After a 401 the app shows why, then returns to the start after this long. */
export const SESSION_END_DELAY_MS = 4000;

type SessionEndedListener = (message: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The app shell listens here to tell the user their session ended. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

let endingSession = false;

/** The server refused the stored token: forget it, say why, and start again from the first page. */
export function endSession(message: string) {
  // Several calls in flight fail together; the user is told once.
  if (endingSession) return;
  endingSession = true;
  expireSession();
  for (const listener of sessionEndedListeners) listener(message);
  window.setTimeout(() => {
    window.location.assign('/');
  }, SESSION_END_DELAY_MS);
}
