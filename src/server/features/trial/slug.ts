import { eq, like, or } from 'drizzle-orm';
import { startingWith } from '../../db/like.js';
import type { Database } from '../../db/open.js';
import { agencies } from '../../db/schema.js';

/**
 * The trial slug an agency's name suggests: its letters and digits, lower-cased, words joined by
 * single dashes ("Sunrise Média & Co." → "sunrise-media-co"). The migration that gave existing agencies
 * their slugs follows the same rule (without folding accents: there, "Média" gave "m-dia").
 */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  return words.length >= 3 ? words : `agency${words ? `-${words}` : ''}`;
}

/** The name's slug if no agency has it, else the same with the first free -2, -3, … after it. */
export async function freeTrialSlug(db: Database, name: string): Promise<string> {
  const base = slugFromName(name);
  const rows = await db
    .select({ slug: agencies.trialSlug })
    .from(agencies)
    .where(or(eq(agencies.trialSlug, base), like(agencies.trialSlug, startingWith(`${base}-`))));
  const taken = new Set(rows.map((row) => row.slug));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
