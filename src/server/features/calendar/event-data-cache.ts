import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { EventData } from '../../../contract/calendar.js';
import { eventsForYear } from './events/holidays.js';
import type { CalendarEvent } from './events/types.js';

export interface EventDataBody {
  events: readonly CalendarEvent[];
  json: Buffer;
  /** The same bytes gzipped once, for the clients that accept it (about a tenth of the size). */
  gzip: Buffer;
  etag: string;
}

/** Most recently used years × countries kept; a year of one country is 90 to 150 KB of JSON. */
const MAX_ENTRIES = 256;

/**
 * A year of events for a country is the same for everyone, so it is computed once, serialised once
 * and served from memory with a strong ETag. Losing it on restart costs one recomputation.
 */
export class EventDataCache {
  readonly #entries = new Map<string, EventDataBody>();

  get(year: number, country: string): EventDataBody {
    const key = `${year}:${country}`;
    const cached = this.#entries.get(key);
    if (cached) {
      // Re-insert so the Map's order is least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const body: EventData = { holidays: eventsForYear(year, country) };
    const json = Buffer.from(JSON.stringify(body));
    const entry = {
      events: body.holidays,
      json,
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }
}
