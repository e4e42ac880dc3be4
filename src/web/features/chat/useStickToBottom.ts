import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How near the end a reader still counts as reading the newest message. */
const NEAR_END_PX = 48;

/** The thread's newest message, as far as following it goes. */
export interface LastMessage {
  key: string;
  fromUser: boolean;
  length: number;
}

/**
 * Keeps a scrolling thread on its newest message: when it opens, when the user sends one, and, while the reader
 * is at the end, as an answer comes and grows. A reader who scrolled back up to read an earlier answer stays
 * there until they send the next message. It follows the newest message itself, not how many there are: the
 * answer on its way and the stored one that replaces it are one message to the reader.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, last: LastMessage | undefined) {
  const atEnd = useRef(true);
  const shown = useRef<{ key: string | undefined; length: number } | null>(null);
  const key = last?.key;
  const fromUser = last?.fromUser ?? false;
  const length = last?.length ?? 0;

  useEffect(() => {
    const thread = ref.current;
    if (!thread) return;
    const onScroll = () => {
      atEnd.current = thread.scrollHeight - thread.scrollTop - thread.clientHeight <= NEAR_END_PX;
    };
    thread.addEventListener('scroll', onScroll, { passive: true });
    return () => thread.removeEventListener('scroll', onScroll);
  }, [ref]);

  // Before paint, so the thread never shows a frame scrolled to the old end.
  useLayoutEffect(() => {
    const thread = ref.current;
    if (!thread) return;
    const before = shown.current;
    shown.current = { key, length };
    const opened = before === null;
    const sent = fromUser && key !== before?.key;
    const changed = key !== before?.key || length !== before?.length;
    if (!opened && !sent && !(changed && atEnd.current)) return;
    thread.scrollTop = thread.scrollHeight;
    atEnd.current = true;
  }, [ref, key, fromUser, length]);
}
