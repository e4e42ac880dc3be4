import type { QueryClient } from '@tanstack/react-query';
import { parseStoredSession, STORED_SESSION_KEY } from './store';

/**
 * Another tab signed in as someone else, or signed out: what this tab cached belonged to the old
 * session. A new token loads everything again; no token leaves nothing to show.
 */
export function followOtherTabs(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORED_SESSION_KEY) return;
    const before = parseStoredSession(event.oldValue)?.token;
    const after = parseStoredSession(event.newValue)?.token;
    if (before === after) return;
    if (after) void queryClient.resetQueries();
    else queryClient.removeQueries();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
