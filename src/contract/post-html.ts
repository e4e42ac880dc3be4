/**
 * The markup a post may carry, enforced twice with one policy: by the server before a post is stored
 * and sent, and by the browser before it is shown.
 */
export const POST_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'] as const;
export const POST_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** Every link opens in a new tab, tells the page it leads to nothing of ours, and passes on no ranking. */
export const POST_LINK_TARGET = '_blank';
export const POST_LINK_REL = 'noopener noreferrer nofollow';

/**
 * Links are absolute http(s) addresses only: a relative link would resolve inside the app, and
 * javascript:, data: or mailto: links have no place in a social post.
 */
export function isAllowedPostLink(href: string): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A post's breaks, paragraphs and list items as line breaks, before its tags are dropped: the one rule
 * for a post as plain text, whether the server fills a prompt with it or the browser copies it.
 */
export function postLineBreaks(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<\/li>\s*<li>/gi, '\n');
}
