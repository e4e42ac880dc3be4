import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An OAuth provider sends the browser back to this page with a code and the state: they finish the
 * connection once, and leave the address so a reload does not send them again. Answers why the
 * provider refused, when it did.
 */
export function useOAuthReturn(finish: (answer: { code: string; state: string }) => void, cancelled: string) {
  const [search, setSearch] = useSearchParams();
  const sent = useRef(false);
  const code = search.get('code');
  const state = search.get('state');
  useEffect(() => {
    if (!code || !state || sent.current) return;
    sent.current = true;
    finish({ code, state });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['code', 'state']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [code, state, finish, setSearch]);
  return search.get('error_description') ?? (search.get('error') ? cancelled : null);
}
