import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How near the end a reader still counts as reading the newest message. */
const NEAR_END_PX = 48;

/**
 * Keeps a scrolling thread on its newest message: when a message is added (one just sent, the answer
 * starting) and as an answer grows, while the reader is at the end. A reader who scrolled back up to read
 * an earlier answer stays there until the next message is sent.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, count: number, lastLength: number) {
  const atEnd = useRef(true);
  const shown = useRef({ count: 0, lastLength: 0 });

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
    const added = count > shown.current.count;
    const grew = lastLength !== shown.current.lastLength;
    shown.current = { count, lastLength };
    if (!added && !(grew && atEnd.current)) return;
    thread.scrollTop = thread.scrollHeight;
    atEnd.current = true;
  }, [ref, count, lastLength]);
}
