import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'];

/** Post HTML as it may be rendered: the server's allowlist again, enforced in the browser. */
export function safePostHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}

/** The post as plain text with its line breaks, for copying and sharing. */
export function postText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = safePostHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n'));
  return (container.textContent ?? '').trim();
}
