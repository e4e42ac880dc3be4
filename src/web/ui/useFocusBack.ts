import { useEffect, useState } from 'react';

/**
 * Gives the keyboard's focus back to what had it when a dialog opened (the row's Archive, Delete…), once the
 * dialog is gone: a dialog shown only while it is wanted is taken off the page at once, before its own
 * closing could do so, and the focus would start again at the top of the page. Left alone where something
 * else took the focus meanwhile, or what had it is no longer on the page.
 */
export function useFocusBack(): void {
  // Read while the dialog first renders, before it takes the focus for itself.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      // After the dialog's own focus handling, which runs as it leaves.
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
