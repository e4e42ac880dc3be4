import type { Tag } from './hashtags.js';
import { tidy } from './text.js';

/** One sentence (or a short group of sentences) of a post. */
export interface Segment {
  text: string;
  /** 0: always kept. Higher numbers are dropped first when the post is too long. */
  drop: number;
  emoji?: string;
  /** Put the emoji before the text instead of after it. */
  emojiFirst?: boolean;
}

/** A paragraph (segments joined by spaces) or a group of lines (joined by line breaks). */
export interface Block {
  segments: Segment[];
  join: ' ' | '\n';
}

export interface Draft {
  blocks: Block[];
  /** Between blocks. */
  blockJoin: '\n' | '\n\n';
  tags: Tag[];
  /** Between the text and the hashtags. */
  tagJoin: ' ' | '\n' | '\n\n';
}

interface RenderState {
  dropped: ReadonlySet<Segment>;
  droppedTags: ReadonlySet<Tag>;
  noEmoji: ReadonlySet<Segment>;
}

function renderSegment(segment: Segment, withEmoji: boolean): string {
  if (!withEmoji || !segment.emoji) return segment.text;
  return segment.emojiFirst ? `${segment.emoji} ${segment.text}` : `${segment.text} ${segment.emoji}`;
}

function renderBody(draft: Draft, state: RenderState): string {
  return draft.blocks
    .map((block) =>
      block.segments
        .filter((segment) => !state.dropped.has(segment))
        .map((segment) => renderSegment(segment, !state.noEmoji.has(segment)))
        .join(block.join),
    )
    .filter((text) => text.trim().length > 0)
    .join(draft.blockJoin);
}

function renderTags(draft: Draft, state: RenderState): string {
  return draft.tags
    .filter((tag) => !state.droppedTags.has(tag))
    .map((tag) => tag.tag)
    .join(' ');
}

function join(body: string, tags: string, tagJoin: Draft['tagJoin']): string {
  if (!tags) return tidy(body);
  if (!body) return tags;
  return tidy(`${body}${tagJoin}${tags}`);
}

/** The post as plain text, exactly as it is measured. */
export function render(draft: Draft): string {
  const state = { dropped: new Set<Segment>(), droppedTags: new Set<Tag>(), noEmoji: new Set<Segment>() };
  return join(renderBody(draft, state), renderTags(draft, state), draft.tagJoin);
}

type Cut =
  | { kind: 'segment'; segment: Segment }
  | { kind: 'tag'; tag: Tag }
  | { kind: 'emoji'; segment: Segment };

/** What can be cut, most dispensable first: generic tags, optional sentences, extra event tags, emoji. */
function cuts(draft: Draft, keepTag: Tag | undefined): Cut[] {
  const ranked: { cut: Cut; rank: number; order: number }[] = [];
  let order = 0;
  for (const tag of draft.tags) {
    if (tag === keepTag || tag.required) continue;
    ranked.push({ cut: { kind: 'tag', tag }, rank: tag.fromEvent ? 2.5 : 9, order: order++ });
  }
  for (const block of draft.blocks) {
    for (const segment of block.segments) {
      if (segment.drop > 0)
        ranked.push({ cut: { kind: 'segment', segment }, rank: segment.drop, order: order++ });
      if (segment.emoji) ranked.push({ cut: { kind: 'emoji', segment }, rank: 0.5, order: order++ });
    }
  }
  // Highest rank first; among equals, the last one written goes first.
  return ranked.sort((a, b) => b.rank - a.rank || b.order - a.order).map((entry) => entry.cut);
}

/** Cuts text at a word boundary so that it is at most `max` characters, preferring a sentence end. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max - 1));
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= max * 0.5) return head.slice(0, sentenceEnd + 1);
  const space = head.search(/\s\S*$/);
  if (space <= 0) return '';
  return `${head.slice(0, space).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * Renders the draft within `max` characters: drops, in order, generic hashtags, optional
 * sentences, extra event hashtags and emoji, and as a last resort shortens the text at a word
 * boundary. The first event hashtag always stays.
 */
export function fitToLength(draft: Draft, max: number): string {
  const keepTag = draft.tags.find((tag) => tag.fromEvent);
  const state = { dropped: new Set<Segment>(), droppedTags: new Set<Tag>(), noEmoji: new Set<Segment>() };
  const current = () => join(renderBody(draft, state), renderTags(draft, state), draft.tagJoin);
  let text = current();
  for (const cut of cuts(draft, keepTag)) {
    if (text.length <= max) return text;
    if (cut.kind === 'tag') state.droppedTags.add(cut.tag);
    else if (cut.kind === 'segment') state.dropped.add(cut.segment);
    else state.noEmoji.add(cut.segment);
    text = current();
  }
  if (text.length <= max) return text;
  const tags = renderTags(draft, state);
  const room = max - (tags ? tags.length + draft.tagJoin.length : 0);
  return join(shorten(renderBody(draft, state), room), tags, draft.tagJoin);
}
