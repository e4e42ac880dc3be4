import {
  isAllowedListStart,
  isAllowedNewsImageSrc,
  isAllowedNewsLink,
  NEWS_ATTRIBUTES,
  NEWS_LINK_REL,
  NEWS_LINK_TARGET,
  NEWS_TAGS,
} from '../../contract/news-html.js';

/*
 * A strict reading of the HTML the server stores and serves for a news description. The sanitiser
 * writes markup in one plain form (attributes double-quoted, only &amp; &lt; &gt; &quot; as entities),
 * so anything else — a `<` that starts no such tag, an unquoted attribute, another entity — is
 * reported rather than guessed at the way a browser would.
 */

const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z-]*="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([a-z][a-z-]*)="([^"<>]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

function decode(value: string): string | null {
  const other = value.match(/&(?!(?:amp|lt|gt|quot);)[#A-Za-z0-9]+;/);
  if (other) return null;
  return value.replace(/&(amp|lt|gt|quot);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

const isNewsTag = (tag: string): tag is (typeof NEWS_TAGS)[number] => NEWS_TAGS.some((name) => name === tag);

function allowedAttributes(tag: string): readonly string[] {
  if (tag === 'a' || tag === 'img' || tag === 'ol') return NEWS_ATTRIBUTES[tag];
  return [];
}

function attributeProblem(tag: string, name: string, value: string): string | null {
  if (!allowedAttributes(tag).includes(name)) return `<${tag}> has the attribute ${name}`;
  if (tag === 'a' && name === 'href' && !isAllowedNewsLink(value)) return `a link to ${value}`;
  if (tag === 'a' && name === 'target' && value !== NEWS_LINK_TARGET) return `a link's target is ${value}`;
  if (tag === 'a' && name === 'rel' && value !== NEWS_LINK_REL) return `a link's rel is ${value}`;
  if (tag === 'img' && name === 'src' && !isAllowedNewsImageSrc(value)) return `a picture from ${value}`;
  if (tag === 'ol' && name === 'start' && !isAllowedListStart(value)) return `a list starting at ${value}`;
  return null;
}

/** What in the HTML is not the news allowlist's plain markup; empty when all of it is. */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) {
      problems.push(`markup that is no plain tag: ${html.slice(at, at + 60)}`);
      continue;
    }
    const [, , tag = '', attributes = ''] = match;
    if (!isNewsTag(tag)) problems.push(`the tag <${tag}>`);
    for (const [, name = '', raw = ''] of attributes.matchAll(ATTRIBUTE)) {
      const value = decode(raw);
      const problem = value === null ? `an entity in ${name}="${raw}"` : attributeProblem(tag, name, value);
      if (problem) problems.push(problem);
    }
  }
  const stray = html.match(/&(?!(?:amp|lt|gt|quot|#39);)[#A-Za-z0-9]+;/);
  if (stray) problems.push(`the entity ${stray[0]}`);
  return problems;
}
