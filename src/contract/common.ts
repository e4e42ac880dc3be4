import { z } from 'zod';

// Control characters other than tab and line breaks: PostgreSQL cannot store NUL, and none has a
// place in a name, a title or a prompt.
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/** Text a person sends: any string without control characters. Every request string is one. */
export const text = () =>
  z.string().refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254)
  .pipe(z.email({ message: 'must be a valid e-mail address' }));

export const okSchema = z.object({ ok: z.literal(true) });
