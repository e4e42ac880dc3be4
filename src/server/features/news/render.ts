import type {
  NewsBlock,
  NewsDocument,
  NewsInline,
  NewsListItem,
  NewsMark,
} from '../../../contract/news-document.js';
import { NEWS_LINK_REL, NEWS_LINK_TARGET } from '../../../contract/news-html.js';
import { escapeHtml } from '../../core/html.js';

/*
 * The description's HTML, written by the server from the editor's validated document: every tag comes
 * from the allowlist below, every text and attribute is escaped, and nothing the sender wrote is ever
 * copied into the markup as markup.
 */

/** Marks open outermost first, so the same formatting always makes the same HTML. */
const MARK_ORDER: readonly NewsMark['type'][] = ['link', 'bold', 'italic', 'underline', 'strike', 'code'];

const MARK_TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' } as const;

function opening(mark: NewsMark): string {
  if (mark.type === 'link') {
    return `<a href="${escapeHtml(mark.attrs.href)}" target="${NEWS_LINK_TARGET}" rel="${NEWS_LINK_REL}">`;
  }
  return `<${MARK_TAGS[mark.type]}>`;
}

const closing = (mark: NewsMark) => (mark.type === 'link' ? '</a>' : `</${MARK_TAGS[mark.type]}>`);

/** Each kind of mark once (the first link wins), in the fixed order. */
function orderedMarks(marks: readonly NewsMark[]): NewsMark[] {
  return MARK_ORDER.flatMap((type) => {
    const mark = marks.find((candidate) => candidate.type === type);
    return mark ? [mark] : [];
  });
}

function inline(node: NewsInline): string {
  if (node.type === 'hardBreak') return '<br>';
  const marks = orderedMarks(node.marks ?? []);
  return `${marks.map(opening).join('')}${escapeHtml(node.text)}${marks.reverse().map(closing).join('')}`;
}

const inlines = (content: readonly NewsInline[] | undefined) => (content ?? []).map(inline).join('');

const listItems = (items: readonly NewsListItem[]) =>
  items.map((item) => `<li>${blocks(item.content)}</li>`).join('');

function block(node: NewsBlock): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inlines(node.content)}</p>`;
    case 'heading':
      return `<h${node.attrs.level}>${inlines(node.content)}</h${node.attrs.level}>`;
    case 'bulletList':
      return `<ul>${listItems(node.content)}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start ?? 1;
      return `<ol${start === 1 ? '' : ` start="${start}"`}>${listItems(node.content)}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${blocks(node.content)}</blockquote>`;
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const { src, alt, title } = node.attrs;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt ?? '')}"${titled}>`;
    }
  }
}

function blocks(content: readonly NewsBlock[]): string {
  return content.map(block).join('');
}

/** The HTML of a validated document. */
export function renderNewsDocument(document: NewsDocument): string {
  return blocks(document.content);
}
