import sanitizeHtml from 'sanitize-html';
import {
  isAllowedPostLink,
  POST_LINK_ATTRIBUTES,
  POST_LINK_REL,
  POST_LINK_TARGET,
  POST_TAGS,
  postLineBreaks,
} from '../../../contract/post-html.js';
import { escapeHtml } from '../../core/html.js';

/** The only markup a post may carry: paragraphs, breaks, emphasis, lists and absolute http(s) links. */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: { a: [...POST_LINK_ATTRIBUTES] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: {
    // A link keeps only an allowed address and always opens apart from the app; any other loses its
    // address (an <a> without href is not a link) and keeps its words.
    a: (_tagName, attributes): sanitizeHtml.Tag => {
      const href = attributes.href ?? '';
      const attribs: sanitizeHtml.Attributes = isAllowedPostLink(href)
        ? { href, target: POST_LINK_TARGET, rel: POST_LINK_REL }
        : {};
      return { tagName: 'a', attribs };
    },
  },
  disallowedTagsMode: 'discard',
};

export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

const TAG_START = /<\/?[a-z]/gi;
const WHOLE_TAG = /^<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>/i;
const POST_TAG_NAMES: ReadonlySet<string> = new Set(POST_TAGS);

/**
 * Whether a reply is written in a post's own markup: it has tags, and each is whole and one a post may
 * carry. A reply that shows other markup as text (a recipe's "<3", a web designer's "<style>") or
 * leaves a tag unclosed is text: read as HTML, such markup would swallow the words after it.
 */
function isPostMarkup(reply: string): boolean {
  let tags = 0;
  for (const start of reply.matchAll(TAG_START)) {
    const tag = WHOLE_TAG.exec(reply.slice(start.index));
    if (!tag || !POST_TAG_NAMES.has((tag[1] ?? '').toLowerCase())) return false;
    tags += 1;
  }
  return tags > 0;
}

/**
 * A model's reply as safe HTML. Replies are asked for as plain text; one written in a post's own
 * markup anyway is reduced to the allowlist, and any other is text whose line breaks become paragraphs
 * and breaks.
 */
export function replyToHtml(reply: string): string {
  const trimmed = reply.trim();
  return isPostMarkup(trimmed) ? sanitisePostHtml(trimmed) : textToHtml(trimmed);
}

/**
 * Plain text as a post's HTML: its blank lines become paragraphs, its other line breaks breaks, and anything
 * that looks like markup ("<b>cookies</b>" in a product's name) stays the text it is.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return sanitisePostHtml(paragraphs);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Plain text of a stored post, with its paragraphs and line breaks, for prompts. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(postLineBreaks(html), { allowedTags: [], allowedAttributes: {} });
  // One pass, so an escaped entity ("&amp;lt;") stays the text it was ("&lt;").
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_match, entity: string) => ENTITIES[entity] ?? '').trim();
}
