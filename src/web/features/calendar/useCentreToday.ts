import { useEffect, useRef } from 'react';

/** Today's row is scrolled to the middle of the screen this long after the page shows. */
export const SCROLL_TO_TODAY_MS = 1000;

/**
 * What a person does when they have started using the page: from then on it stays where they are, and no
 * scroll starts under the tab or button they are about to click.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Further than this many windows away a smooth scroll takes seconds of blur: the page goes there at once. */
const SMOOTH_WITHIN_WINDOWS = 2;

/**
 * Centres a row in the part of the window the sticky top bar leaves visible, or starts it there if taller.
 * Says how it scrolled: a smooth scroll asked for far away is made at once.
 */
export function centreRow(rowId: string, behavior: 'smooth' | 'instant'): 'smooth' | 'instant' | null {
  const row = document.getElementById(rowId);
  if (!row) return null;
  const barHeight = document.querySelector<HTMLElement>('.topbar')?.offsetHeight ?? 0;
  const box = row.getBoundingClientRect();
  const visible = window.innerHeight - barHeight;
  // A row taller than the window (a day of many cards and pictures) starts under the bar, its date in view.
  const offset = box.height > visible ? 0 : box.height / 2 - visible / 2;
  const by = box.top - barHeight + offset;
  const how = Math.abs(by) > SMOOTH_WITHIN_WINDOWS * window.innerHeight ? 'instant' : behavior;
  window.scrollTo({ top: window.scrollY + by, behavior: how });
  return how;
}

/** The most frames a row is centred again for while the rows around it take their real heights. */
const SETTLE_FRAMES = 60;
/** How many frames in a row it must stay put to be settled: a row's real height can arrive frames late. */
const STILL_FRAMES = 5;

/**
 * Centres the row at once, then again each frame until it stays put: rows out of view are laid out at a
 * guessed height (content-visibility) and take their real one after they come into view. Returns what
 * stops it.
 */
function settleOn(rowId: string): () => void {
  let frame = 0;
  let framesLeft = SETTLE_FRAMES;
  let still = 0;
  const step = () => {
    const before = window.scrollY;
    centreRow(rowId, 'instant');
    still = window.scrollY === before ? still + 1 : 0;
    framesLeft -= 1;
    if (still < STILL_FRAMES && framesLeft > 0) frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls today's row to the middle of the visible area a second after the month shows, smoothly when it
 * is near, at once when it is far; a scroll can end off centre (see settleOn), so once it ends the row is
 * centred again until it stays put. A click, a key, the wheel or a touch before then cancels it.
 */
export function useCentreToday(showsToday: boolean, todayDate: string) {
  useEffect(() => {
    if (!showsToday) return;
    const rowId = `day-${todayDate}`;
    let cancelSettle = () => {};
    const settle = () => {
      cancelSettle = settleOn(rowId);
    };
    const timer = window.setTimeout(() => {
      window.addEventListener('scrollend', settle, { once: true });
      // Made at once, the scroll has ended already.
      if (centreRow(rowId, 'smooth') === 'instant') {
        window.removeEventListener('scrollend', settle);
        settle();
      }
    }, SCROLL_TO_TODAY_MS);
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', settle);
      cancelSettle();
      for (const type of INTERACTIONS) window.removeEventListener(type, stop, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [showsToday, todayDate]);
}

/**
 * "Today": once today's row is on the page, it is centred and takes the focus, so the next Tab reaches
 * today's first card instead of every day before it. `request` counts the presses; 0 is none yet.
 */
export function useGoToToday(request: number, showsToday: boolean, todayDate: string) {
  // A press is answered once: coming back to this month by its tab later does not take the focus again.
  const answered = useRef(0);
  useEffect(() => {
    if (request === answered.current || !showsToday) return;
    const rowId = `day-${todayDate}`;
    const row = document.getElementById(rowId);
    // Without the month's days (they could not be loaded) the press waits for them.
    if (!row) return;
    answered.current = request;
    row.focus({ preventScroll: true });
    // Made at once from far away, the jump lands among rows still at their guessed heights.
    if (centreRow(rowId, 'smooth') === 'instant') return settleOn(rowId);
  }, [request, showsToday, todayDate]);
}
