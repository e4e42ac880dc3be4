import { z } from 'zod';

// Control characters other than tab and line breaks: PostgreSQL cannot store NUL, and none has a
// place in a name, a title or a prompt.
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/** Text a person sends: any string without control characters. Every request string is one. */
export const text = () =>
  z.string().refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

/**
 * PostgreSQL has no year zero: ISO 8601's year 0000 (1 BC) passes zod's checks, then fails the whole
 * query that compares with it.
 */
const afterYearZero = (value: string) => value >= '0001';

/**
 * A day as ISO 8601 writes it (2026-11-01), whose start and end the database can compare with: the
 * midnight ending 9999-12-31 is in year 10000, which ISO 8601 writes with a sign that PostgreSQL reads
 * as a time zone.
 */
export const isoDay = (message: string) =>
  z.iso.date({ message }).refine((day) => afterYearZero(day) && day < '9999-12-31', message);

/** Whether a page cursor's parts are a real instant and a real uuid, so nothing odd reaches the database. */
export function isInstantAndId(time: string | undefined, id: string | undefined): boolean {
  return z.iso.datetime().refine(afterYearZero).safeParse(time).success && z.uuid().safeParse(id).success;
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254)
  .pipe(z.email({ message: 'must be a valid e-mail address' }));

/** How phone numbers are written the world over: digits, spaces, + ( ) - . / and an extension. */
const PHONE_NUMBER = /^\+?[\d\s()./-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/iu;
/** The shortest numbers dialled are five digits (a small island's local number). */
const MIN_PHONE_DIGITS = 5;

/**
 * A phone number, or nothing. Written the way its owner writes it, in any country's style; only what no
 * phone number is ("call the shop") is refused. Numbers imported from HighLevel are kept as they come: the
 * rule is for what a person types.
 */
export const phoneNumberSchema = () =>
  text()
    .trim()
    .max(40, 'must be at most 40 characters')
    .refine(
      (value) =>
        value === '' || (PHONE_NUMBER.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS),
      'must be a phone number, like +1 555 010 0100',
    );

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * How a link that proves who reads an e-mail (a password reset, a free trial's) reaches them: by e-mail; in
 * the server's log (development without e-mail); or not at all (no e-mail set up). Never shown to whoever asks.
 */
export const linkDeliverySchema = z.enum(['email', 'server-log', 'none']);
export type LinkDelivery = z.infer<typeof linkDeliverySchema>;
