import { MONTHS, WEEKDAYS } from '../../../../contract/calendar.js';
import { normalizeHex } from './color.js';
import { hashString } from './hash.js';
import { acceptLogo } from './logo.js';
import { drawable } from './scripts.js';
import type { DateParts, GraphicBrief, LayoutContext } from './types.js';

const MAX_TITLE = 120;
const MAX_NAME = 60;
const MAX_TAG = 32;

/** 'YYYY-MM-DD' as its parts, read in UTC so the server's time zone never shifts the day. */
export function formatDate(value: string): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) {
      const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
      const month = MONTHS[date.getUTCMonth()] ?? '';
      return { long: `${weekday}, ${month} ${d}`, weekday, month, day: String(d), year: String(y) };
    }
  }
  return { long: value.trim(), weekday: '', month: '', day: '', year: '' };
}

/** The text as it can be drawn, on one line, shortened at a word to at most max characters. */
function clip(value: string, max: number): string {
  const clean = drawable(value).replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const body = drawable(raw).replace(/\s+/g, '').replace(/^#+/, '');
    if (!body || body.length > MAX_TAG) continue;
    const tag = `#${body}`;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === 3) break;
  }
  return out;
}

export function toContext(brief: GraphicBrief): LayoutContext {
  const title = clip(brief.title, MAX_TITLE);
  return {
    title,
    businessName: clip(brief.businessName, MAX_NAME),
    date: formatDate(brief.date),
    primary: normalizeHex(brief.look.brand.primary, '#f4a259'),
    accent: normalizeHex(brief.look.brand.accent, '#1f3a5f'),
    logo: acceptLogo(brief.look.logo),
    hashtags: cleanTags(brief.hashtags),
    seed: hashString(title),
  };
}
