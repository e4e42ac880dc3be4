import DOMPurify from 'dompurify';
import {
  isAllowedPostLink,
  POST_LINK_ATTRIBUTES,
  POST_LINK_REL,
  POST_LINK_TARGET,
  POST_TAGS,
  postLineBreaks,
} from '../../../contract/post-html';

const purifier = DOMPurify();
// The server's link rule again: an allowed address opens in a new tab, any other is no longer a link.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (isAllowedPostLink(href)) {
    node.setAttribute('target', POST_LINK_TARGET);
    node.setAttribute('rel', POST_LINK_REL);
  } else {
    for (const attribute of POST_LINK_ATTRIBUTES) node.removeAttribute(attribute);
  }
});

/** Post HTML as it may be rendered: the server's policy again, enforced in the browser. */
export function safePostHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: [...POST_TAGS], ALLOWED_ATTR: [...POST_LINK_ATTRIBUTES] });
}

/** The post as plain text with its line breaks, for copying and sharing. */
export function postText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = safePostHtml(postLineBreaks(html));
  return (container.textContent ?? '').trim();
}
