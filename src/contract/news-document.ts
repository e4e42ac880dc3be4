import { z } from 'zod';
import { text } from './common.js';
import { isAllowedNewsImageSrc, isAllowedNewsLink } from './news-html.js';

/*
 * A news item's description as the console's rich-text editor (Tiptap) sends it: a ProseMirror
 * document. Only the nodes and marks the editor is set up to make are accepted; their attributes are
 * read by name, so anything else a crafted document carries (style, onerror, class) is left behind.
 */

/** How far blocks may nest (a list in a list item in a list…), and how much one description may hold. */
export const NEWS_DOCUMENT_LIMITS = { depth: 12, nodes: 5_000, characters: 50_000 } as const;

export const NEWS_HEADING_LEVELS = [2, 3, 4] as const;

export type NewsMark =
  | { type: 'bold' | 'italic' | 'underline' | 'strike' | 'code' }
  | { type: 'link'; attrs: { href: string } };
export interface NewsText {
  type: 'text';
  text: string;
  marks?: NewsMark[] | undefined;
}
export interface NewsHardBreak {
  type: 'hardBreak';
}
export type NewsInline = NewsText | NewsHardBreak;

export interface NewsParagraph {
  type: 'paragraph';
  content?: NewsInline[] | undefined;
}
export interface NewsHeading {
  type: 'heading';
  attrs: { level: (typeof NEWS_HEADING_LEVELS)[number] };
  content?: NewsInline[] | undefined;
}
export interface NewsListItem {
  type: 'listItem';
  content: NewsBlock[];
}
export interface NewsBulletList {
  type: 'bulletList';
  content: NewsListItem[];
}
export interface NewsOrderedList {
  type: 'orderedList';
  attrs?: { start?: number | undefined } | undefined;
  content: NewsListItem[];
}
export interface NewsBlockquote {
  type: 'blockquote';
  content: NewsBlock[];
}
export interface NewsHorizontalRule {
  type: 'horizontalRule';
}
export interface NewsImage {
  type: 'image';
  attrs: { src: string; alt?: string | null | undefined; title?: string | null | undefined };
}
export type NewsBlock =
  | NewsParagraph
  | NewsHeading
  | NewsBulletList
  | NewsOrderedList
  | NewsBlockquote
  | NewsHorizontalRule
  | NewsImage;

export interface NewsDocument {
  type: 'doc';
  content: NewsBlock[];
}

const SIMPLE_MARKS = ['bold', 'italic', 'underline', 'strike', 'code'] as const;

const markSchema: z.ZodType<NewsMark> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(SIMPLE_MARKS) }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: z.string().max(2000).refine(isAllowedNewsLink, 'must be an http(s):// or mailto: address'),
      }),
    }),
  ],
  { error: 'is not a kind of formatting the news editor makes' },
);

const inlineSchema: z.ZodType<NewsInline> = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('text'),
      text: text().min(1, 'must not be empty').max(NEWS_DOCUMENT_LIMITS.characters),
      marks: z
        .array(markSchema)
        .max(SIMPLE_MARKS.length + 1)
        .optional(),
    }),
    z.object({ type: z.literal('hardBreak') }),
  ],
  { error: 'is not a kind of text the news editor makes' },
);

const inlineContent = () => z.array(inlineSchema).optional();

/** Blocks inside blocks are read on demand: the schema refers to itself. */
const blocks = (): z.ZodType<NewsBlock[]> => z.array(z.lazy(() => blockSchema));

const listItemSchema: z.ZodType<NewsListItem> = z.object({
  type: z.literal('listItem', { error: 'must be a list item' }),
  get content() {
    return blocks();
  },
});

const optionalText = () => text().max(500).nullable().optional();

const blockSchema: z.ZodType<NewsBlock> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), content: inlineContent() }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({
        level: z.literal(NEWS_HEADING_LEVELS, { error: 'must be 2, 3 or 4' }),
      }),
      content: inlineContent(),
    }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(1).max(99_999).optional() }).optional(),
      content: z.array(listItemSchema),
    }),
    z.object({
      type: z.literal('blockquote'),
      get content() {
        return blocks();
      },
    }),
    z.object({ type: z.literal('horizontalRule') }),
    z.object({
      type: z.literal('image'),
      attrs: z.object({
        src: z
          .string()
          .max(2000)
          .refine(isAllowedNewsImageSrc, 'must be an http(s):// address or one of our own pictures'),
        alt: optionalText(),
        title: optionalText(),
      }),
    }),
  ],
  { error: 'is not a kind of block the news editor makes' },
);

interface Size {
  depth: number;
  nodes: number;
  characters: number;
}

/**
 * How deep, how many nodes and how many characters a document holds, walked without recursion, so a
 * document nested a hundred thousand deep is measured (and refused) before anything recurses into it.
 */
function sizeOf(document: unknown): Size {
  const size: Size = { depth: 0, nodes: 0, characters: 0 };
  const pending: { node: unknown; depth: number }[] = [{ node: document, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    size.nodes++;
    size.depth = Math.max(size.depth, depth);
    if ('text' in node && typeof node.text === 'string') size.characters += node.text.length;
    if ('content' in node && Array.isArray(node.content)) {
      for (const child of node.content) pending.push({ node: child, depth: depth + 1 });
    }
    if (size.nodes > NEWS_DOCUMENT_LIMITS.nodes || size.depth > NEWS_DOCUMENT_LIMITS.depth) break;
  }
  return size;
}

/** A document's shape alone, as the server answers one it stored (checked when it came in). */
export const newsDocumentShape: z.ZodType<NewsDocument> = z.object({
  type: z.literal('doc', { error: 'must be a document of the news editor' }),
  content: blocks(),
});

/** A description as the editor sends it: within the limits first, then every node checked. */
export const newsDocumentSchema = z
  .unknown()
  .superRefine((document, context) => {
    const size = sizeOf(document);
    if (size.depth > NEWS_DOCUMENT_LIMITS.depth) {
      context.addIssue({ code: 'custom', message: 'is nested too deeply' });
    } else if (size.nodes > NEWS_DOCUMENT_LIMITS.nodes) {
      context.addIssue({
        code: 'custom',
        message: `is too long (at most ${NEWS_DOCUMENT_LIMITS.nodes.toLocaleString('en-US')} parts)`,
      });
    } else if (size.characters > NEWS_DOCUMENT_LIMITS.characters) {
      context.addIssue({
        code: 'custom',
        message: `is too long (at most ${NEWS_DOCUMENT_LIMITS.characters.toLocaleString('en-US')} characters)`,
      });
    }
  })
  .pipe(newsDocumentShape);

/** The editor's empty document: one empty paragraph. */
export const EMPTY_NEWS_DOCUMENT: NewsDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
