import { useCallback, useEffect, useState } from 'react';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Some browsers block storage inside third-party frames: the text then lasts as long as the screen.
    return null;
  }
}

function read(key: string): string {
  return tabStorage()?.getItem(key) ?? '';
}

/**
 * Text being written that survives leaving the screen and coming back in the same tab (a message not sent yet):
 * kept in the tab's session storage under `key` while there is any, and gone with the tab.
 */
export function useSessionDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(key));
  useEffect(() => setText(read(key)), [key]);
  const change = useCallback(
    (next: string) => {
      setText(next);
      try {
        const storage = tabStorage();
        if (next === '') storage?.removeItem(key);
        else storage?.setItem(key, next);
      } catch {
        // A full or refused storage keeps the text on screen only, as before drafts were kept.
      }
    },
    [key],
  );
  return [text, change];
}
