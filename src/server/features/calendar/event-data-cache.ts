import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EventData } from '../../../contract/calendar.js';
import { nextTurnOfTheEventLoop } from '../../core/next-turn.js';
import { eventsForYear } from './events/holidays.js';
import { seasonDates } from './events/seasons.js';
import type { CalendarEvent } from './events/types.js';
import { applyView, type EventView, viewKey } from './view.js';

const gzipAsync = promisify(gzip);

export interface EventDataBody {
  events: readonly CalendarEvent[];
  json: Buffer;
  /** The same bytes gzipped once, for the clients that accept it (about a tenth of the size). */
  gzip: Buffer;
  etag: string;
}

/**
 * Where a calendar is: a country, and the time zone its equinoxes and solstices are dated in (an IANA name).
 */
export interface CalendarPlace {
  country: string;
  timeZone: string;
}

/** Most recently used years × places kept; a year of one country is 90 to 150 KB of JSON. */
const MAX_ENTRIES = 256;

/**
 * A year of events for a country is the same for everyone (time zones differ only where an equinox or solstice
 * falls on another date, and those that agree share one entry), so it is computed once, serialised once
 * and served from memory with a strong ETag. Computing one takes about 10 ms of the event loop, so
 * years not yet known are computed one at a time, each after the requests already waiting have been
 * read (and the gzip runs off the event loop): a flood of unknown years slows only those years, never
 * the rest of the server.
 */
export class EventDataCache {
  readonly #entries = new Map<string, EventDataBody>();
  readonly #pending = new Map<string, Promise<EventDataBody>>();
  #queue: Promise<unknown> = Promise.resolve();

  /** Whether the whole year of a place is being worked out already, for someone else's request. */
  computing(year: number, place: CalendarPlace): boolean {
    return this.#pending.has(keyOf(year, place));
  }

  /** The year when it is computed already: every event, or the events a business's view shows. */
  peek(year: number, place: CalendarPlace, view?: EventView): EventDataBody | undefined {
    return this.#peekKey(keyOf(year, place, view));
  }

  #peekKey(key: string): EventDataBody | undefined {
    const cached = this.#entries.get(key);
    if (cached) {
      // Re-insert so the Map's order is least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
    }
    return cached;
  }

  /** The year's events, or those a business's view shows, served from the year's full set once known. */
  get(year: number, place: CalendarPlace, view?: EventView): Promise<EventDataBody> {
    if (!view) {
      return this.#get(keyOf(year, place), () => eventsForYear(year, place.country, place.timeZone));
    }
    const key = keyOf(year, place, view);
    const cached = this.#peekKey(key);
    if (cached) return Promise.resolve(cached);
    // The full year first, outside the queue: a view's job waiting on a job queued behind it would never end.
    return this.get(year, place).then((all) => this.#get(key, () => applyView(all.events, view)));
  }

  #get(key: string, events: () => readonly CalendarEvent[]): Promise<EventDataBody> {
    const cached = this.#peekKey(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const job = this.#queue.then(nextTurnOfTheEventLoop).then(() => this.#compute(key, events()));
    this.#queue = job.catch(() => undefined);
    this.#pending.set(key, job);
    void job.finally(() => this.#pending.delete(key)).catch(() => undefined);
    return job;
  }

  async #compute(key: string, events: readonly CalendarEvent[]): Promise<EventDataBody> {
    const body: EventData = { holidays: [...events] };
    const json = Buffer.from(JSON.stringify(body));
    const entry = {
      events: body.holidays,
      json,
      gzip: await gzipAsync(json, { level: 9 }),
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

/** A year of a country with its season dates, and the view of it when one is asked for. */
function keyOf(year: number, place: CalendarPlace, view?: EventView): string {
  const whole = `${year}:${place.country}:${seasonDates(year, place.timeZone)}`;
  return view ? `${whole}:${viewKey(view)}` : whole;
}
