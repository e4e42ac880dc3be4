import { useEffect, useState } from 'react';

/**
 * Gives the keyboard's focus back to what had it when a dialog opened (the row's Archive, Delete…), once the
 * dialog closes or is gone: a dialog shown only while it is wanted is taken off the page at once, before its
 * own closing could do so, and the focus would start again at the top of the page. Left alone where something
 * else took the focus meanwhile, or what had it is no longer on the page. A dialog that stays on the page
 * closed (a card's) never takes the focus anywhere.
 */
export function useFocusBack(opened: boolean): void {
  const [opener, setOpener] = useState<Element | null>(null);
  // Read while the dialog first renders open, before it takes the focus for itself.
  if (opened && opener === null && document.activeElement !== null) setOpener(document.activeElement);
  if (!opened && opener !== null) setOpener(null);
  useEffect(() => {
    if (!opened || !(opener instanceof HTMLElement)) return;
    return () => {
      // After the dialog's own focus handling, which runs as it leaves.
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener.isConnected) opener.focus();
      });
    };
  }, [opened, opener]);
}
