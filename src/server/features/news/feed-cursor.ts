/** Where a page of the feed ended, in the feed's order: pinned first, then newest, then by id. */
export interface FeedCursor {
  pinned: boolean;
  /** The creation time as an ISO string, to the millisecond the times are stored with. */
  createdAt: string;
  id: string;
}

/** The cursor after this item, as the contract writes it (`1~2026-11-23T09:05:00.000Z~<id>`). */
export function cursorAfter(item: { pinned: boolean; createdAt: Date; id: string }): string {
  return `${item.pinned ? 1 : 0}~${item.createdAt.toISOString()}~${item.id}`;
}

/** A cursor the contract has already checked the shape of. */
export function readCursor(text: string): FeedCursor {
  const [pinned, createdAt = '', id = ''] = text.split('~');
  return { pinned: pinned === '1', createdAt, id };
}
