import { type RefObject, useEffect, useRef } from 'react';

/**
 * Gives the keyboard's focus back to the control that started a card's work once the work is done: while a new
 * text streams in, the post and its actions are off the card, and the focus they held fell to the page, so the next
 * Tab would start again at the top. Focus that moved elsewhere meanwhile stays where it went.
 */
export function useFocusReturn(
  card: RefObject<HTMLElement | null>,
  busy: boolean,
): (controlLabel: string) => void {
  const startedBy = useRef<string | null>(null);
  useEffect(() => {
    if (busy) return;
    const label = startedBy.current;
    startedBy.current = null;
    const active = document.activeElement;
    if (!label || !card.current || (active !== null && active !== document.body)) return;
    const controls = card.current.querySelectorAll<HTMLElement>('[aria-label]');
    [...controls].find((control) => control.getAttribute('aria-label') === label)?.focus();
  }, [busy, card]);
  return (controlLabel) => {
    startedBy.current = controlLabel;
  };
}
