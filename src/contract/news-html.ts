import { POST_LINK_REL, POST_LINK_TARGET } from './post-html.js';

/**
 * The markup a news item's description may carry, enforced three times with one policy: by the server
 * when it renders the editor's document, by the server's sanitiser before storing and before serving,
 * and by the browser before showing it.
 */
export const NEWS_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'img',
  'strong',
  'em',
  'u',
  's',
  'code',
  'a',
] as const;

/** The only attributes kept, per tag; every other attribute (style, on…, class) is dropped. */
export const NEWS_ATTRIBUTES = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
} as const satisfies Partial<Record<(typeof NEWS_TAGS)[number], readonly string[]>>;

/** Links open in a new tab, tell the page they lead to nothing of ours, and pass on no ranking. */
export const NEWS_LINK_TARGET = POST_LINK_TARGET;
export const NEWS_LINK_REL = POST_LINK_REL;

/** Where the product serves its own pictures: a description may show one by this path (no dot segments). */
const OWN_MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,5}$/;

/** Whitespace or control characters, which browsers skip inside a scheme ("java\tscript:"). */
const HIDDEN_CHARACTERS = /[\s\p{Cc}\p{Cf}]/u;

function parsedUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** An absolute http(s) address with a host, written plainly (nothing a browser would skip). */
function isWebAddress(address: string): boolean {
  if (HIDDEN_CHARACTERS.test(address) || !/^https?:\/\//i.test(address)) return false;
  const url = parsedUrl(address);
  return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.hostname !== '';
}

/**
 * A link may lead to a web page or write an e-mail: http(s) with a host, or mailto:. Anything else
 * (javascript:, data:, vbscript:, relative addresses into the app) is no link.
 */
export function isAllowedNewsLink(href: string): boolean {
  if (isWebAddress(href)) return true;
  if (HIDDEN_CHARACTERS.test(href) || !/^mailto:[^/]/i.test(href)) return false;
  return parsedUrl(href)?.protocol === 'mailto:';
}

/** A picture in a description comes from the web over http(s), or is one of the product's own. */
export function isAllowedNewsImageSrc(src: string): boolean {
  return isWebAddress(src) || OWN_MEDIA_PATH.test(src);
}

/** A list's first number, as an ordered list's `start` may say it. */
export function isAllowedListStart(start: string): boolean {
  return /^[1-9][0-9]{0,4}$/.test(start);
}
