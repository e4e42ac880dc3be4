import DOMPurify from 'dompurify';
import {
  isAllowedListStart,
  isAllowedNewsImageSrc,
  isAllowedNewsLink,
  NEWS_ATTRIBUTES,
  NEWS_LINK_REL,
  NEWS_LINK_TARGET,
  NEWS_TAGS,
} from '../../../contract/news-html';

const attributesOf = (tag: string): readonly string[] =>
  tag === 'a' || tag === 'img' || tag === 'ol' ? NEWS_ATTRIBUTES[tag] : [];

const purifier = DOMPurify();
// The server's rules again, per tag: each tag keeps only its own attributes, a link only an allowed
// address (then always in a new tab), a picture only an allowed source.
purifier.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  for (const name of node.getAttributeNames()) {
    if (!attributesOf(tag).includes(name)) node.removeAttribute(name);
  }
  if (tag === 'a') {
    if (isAllowedNewsLink(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', NEWS_LINK_TARGET);
      node.setAttribute('rel', NEWS_LINK_REL);
    } else {
      for (const name of NEWS_ATTRIBUTES.a) node.removeAttribute(name);
    }
  }
  if (tag === 'img' && !isAllowedNewsImageSrc(node.getAttribute('src') ?? '')) {
    node.removeAttribute('src');
    node.setAttribute('alt', '');
  }
  if (tag === 'ol' && !isAllowedListStart(node.getAttribute('start') ?? '1')) node.removeAttribute('start');
});

const ALLOWED_ATTR = [...new Set(Object.values(NEWS_ATTRIBUTES).flat())];

/** A news description as it may be shown: the server's allowlist again, enforced in the browser. */
export function safeNewsHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: [...NEWS_TAGS], ALLOWED_ATTR });
}
