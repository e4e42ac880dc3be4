import { PLATFORM_LIMITS, type PlatformName } from '../../../contract/options.js';
import { type Composer, present } from './compose.js';
import type { Draft } from './draft.js';
import { chooseTags, type Tag, titleTag } from './hashtags.js';
import {
  DATE_LINES,
  LISTING_NOTES,
  PINTEREST_DESCRIPTIONS,
  PINTEREST_SAVES,
  TIKTOK_HOOKS,
} from './phrases/shared.js';

export interface PlatformInput {
  composer: Composer;
  /** The event's own hashtags, cleaned, the main one first. */
  eventTags: string[];
  businessName: string;
}

type Builder = (input: PlatformInput) => Draft;

/**
 * Writes the event's hashtag in place of its name ('Happy #WorldBreadDay!'), when a tag spells
 * the name and the chance comes up. Returns the new text and the tags left for the end.
 */
function inline(input: PlatformInput, text: string | undefined, tags: Tag[], chance: number) {
  const { composer } = input;
  const tag = titleTag(input.eventTags, composer.name);
  const chosen = tags.find((entry) => entry.tag === tag);
  // A solemn day is named in words, never as a tag.
  if (composer.mood === 'solemn') return { text, tags };
  if (text === undefined || tag === undefined || !chosen || !text.includes(composer.name))
    return { text, tags };
  if (!composer.rng.chance(chance)) return { text, tags };
  return { text: text.replace(composer.name, tag), tags: tags.filter((entry) => entry !== chosen) };
}

function tagsFor(platform: PlatformName, input: PlatformInput): Tag[] {
  const { composer } = input;
  return chooseTags(platform, input.eventTags, input.businessName, composer.mood, composer.rng);
}

/** Characters an X post aims for, a little under its limit. */
const X_ROOM = PLATFORM_LIMITS.X - 10;

/** X: one or two short lines and one or two hashtags. */
const x: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const tags = tagsFor('X', input);
  const mainTag = tags[0]?.tag.length ?? 0;
  // Long names leave less room: prefer the shorter hooks then.
  const hookRoom = Math.max(
    c.name.length + 20,
    Math.min(c.name.length + 60, X_ROOM - mainTag - c.business.length - 70),
  );
  const first = inline(input, c.line(bank.hooks, hookRoom), tags, 0.4);
  const hook = c.segment(first.text, 0, 0.7, { first: bank.emojiRate >= 0.8 && c.rng.chance(0.3) });
  // What is left of the limit once the hook and the main hashtag are in: the body must fit there.
  const room = X_ROOM - (first.text?.length ?? 0) - (first.tags[0]?.tag.length ?? 0) - 6;
  const body = c.segment(
    c.line(bank.bodies, Math.min(c.business.length + 95, Math.max(room, 40)), c.rng.chance(0.6) ? 1 : 2),
    0,
  );
  const extra = c.rng.chance(0.5)
    ? c.segment(c.line(c.rng.chance(0.5) ? bank.reflections : bank.ctas, 80), 3)
    : undefined;
  const oneLine = c.rng.chance(0.5);
  const blocks = oneLine
    ? [{ segments: present(hook, body, extra), join: ' ' as const }]
    : [
        { segments: present(hook), join: ' ' as const },
        { segments: present(body, extra), join: ' ' as const },
      ];
  return { blocks, blockJoin: '\n\n', tags: first.tags, tagJoin: c.rng.chance(0.5) ? ' ' : '\n\n' };
};

/** Threads: conversational, a question, one hashtag. */
const threads: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const first = inline(input, c.line(bank.hooks), tagsFor('Threads', input), 0.35);
  return {
    blocks: [
      { segments: present(c.segment(first.text, 0, 0.5)), join: ' ' },
      {
        segments: present(c.segment(c.line(bank.bodies), 0), c.segment(c.line(bank.reflections), 3)),
        join: ' ',
      },
      { segments: present(c.segment(c.line(bank.questions), 1)), join: ' ' },
    ],
    blockJoin: '\n\n',
    tags: first.tags,
    tagJoin: c.rng.chance(0.5) ? ' ' : '\n\n',
  };
};

/** LinkedIn: two or three short paragraphs with a reflection; emoji sparingly. */
const linkedIn: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const hook = c.segment(c.line(bank.hooks), 0, 0.35);
  const closing = c.rng.chance(0.6) ? c.line(bank.questions) : c.line(bank.ctas);
  const signoff = c.rng.chance(0.35) ? c.segment(c.line(bank.signoffs), 4) : undefined;
  return {
    blocks: [
      { segments: present(hook, c.segment(c.line(bank.reflections), 2)), join: ' ' },
      {
        segments: present(c.segment(c.line(bank.bodies), 0), c.segment(c.line(bank.reflections), 3)),
        join: ' ',
      },
      { segments: present(c.segment(closing, 2)), join: ' ' },
      { segments: present(signoff), join: ' ' },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('LinkedIn', input),
    tagJoin: '\n\n',
  };
};

/** Instagram: a hook line, short paragraphs, a call to action and a block of hashtags. */
const instagram: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const hook = c.segment(c.line(bank.hooks), 0, 1, { topical: c.rng.chance(0.7) });
  const body = present(c.segment(c.line(bank.bodies), 0), c.segment(c.line(bank.reflections), 3, 0.5));
  const middle = c.rng.chance(0.5)
    ? c.segment(c.usedDate ? undefined : c.line(DATE_LINES), 2, 0.6, { first: true })
    : c.segment(c.line(bank.questions), 2);
  const cta = c.segment(c.line(bank.ctas), 1, 0.8);
  const signoff = c.rng.chance(0.4) ? c.segment(c.line(bank.signoffs), 4) : undefined;
  return {
    blocks: [
      { segments: present(hook), join: ' ' },
      { segments: body, join: ' ' },
      { segments: present(middle), join: ' ' },
      { segments: present(cta), join: ' ' },
      { segments: present(signoff), join: ' ' },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('Instagram', input),
    tagJoin: '\n\n',
  };
};

/** Facebook: conversational, ending with a question to followers. */
const facebook: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const cta = c.rng.chance(0.4) ? c.segment(c.line(bank.ctas), 2) : undefined;
  return {
    blocks: [
      { segments: present(c.segment(c.line(bank.hooks), 0, 0.8)), join: ' ' },
      {
        segments: present(c.segment(c.line(bank.bodies), 0), c.segment(c.line(bank.reflections), 3)),
        join: ' ',
      },
      { segments: present(c.segment(c.line(bank.questions), 1, 0.4), cta), join: ' ' },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('Facebook', input),
    tagJoin: '\n\n',
  };
};

/** TikTok: a very short hook, a one-line caption and three to five hashtags. */
const tikTok: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const shared =
    bank.casual && c.rng.chance(0.35)
      ? c.line(TIKTOK_HOOKS, c.name.length + c.business.length + 30)
      : undefined;
  const first = inline(
    input,
    shared ?? c.line(bank.hooks, c.name.length + 40),
    tagsFor('TikTok', input),
    0.3,
  );
  const hook = c.segment(first.text, 0, 1, { topical: c.rng.chance(0.6) });
  // When the hook already names the business, the caption can be a thought or a call to action.
  const caption = shared?.includes(c.business)
    ? c.segment(c.line(c.rng.chance(0.5) ? bank.reflections : bank.ctas, 90), 2, 0.6)
    : c.segment(c.line(bank.bodies, c.business.length + 80, c.rng.chance(0.6) ? 1 : 2), 0, 0.6);
  const cta = c.rng.chance(0.4) ? c.segment(c.line(bank.ctas, 60), 3) : undefined;
  return {
    blocks: [
      { segments: present(hook), join: ' ' },
      { segments: present(caption, cta), join: ' ' },
    ],
    blockJoin: '\n',
    tags: first.tags,
    tagJoin: c.rng.chance(0.5) ? ' ' : '\n',
  };
};

/** Pinterest: a descriptive, keyword-rich paragraph that names the event more than once. */
const pinterest: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const hook = c.rng.chance(0.35) ? c.segment(c.line(bank.hooks, c.name.length + 50), 4) : undefined;
  const description = c.segment(c.line(PINTEREST_DESCRIPTIONS), 0, 0.4);
  const date = c.rng.chance(0.5) && !c.usedDate ? c.segment(c.line(DATE_LINES), 2) : undefined;
  return {
    blocks: [
      {
        segments: present(
          hook,
          description,
          c.segment(c.line(bank.reflections), 3),
          date,
          c.segment(c.line(PINTEREST_SAVES), 1),
        ),
        join: ' ',
      },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('Pinterest', input),
    tagJoin: '\n\n',
  };
};

/** Google Business Profile: informative, a clear call to visit or call, one or two hashtags. */
const googleBusiness: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const hook = c.segment(c.line(bank.hooks), 0, 0.3);
  const body = c.segment(c.line(bank.bodies), 0);
  const date = c.rng.chance(0.6) && !c.usedDate ? c.segment(c.line(DATE_LINES), 2) : undefined;
  const note = c.rng.chance(0.4) ? c.segment(c.line(LISTING_NOTES), 3) : undefined;
  return {
    blocks: [
      { segments: present(hook, body), join: ' ' },
      { segments: present(date, c.segment(c.line(bank.visits), 0), note), join: ' ' },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('Google Business Profile', input),
    tagJoin: '\n\n',
  };
};

export const BUILDERS: Record<PlatformName, Builder> = {
  X: x,
  Threads: threads,
  LinkedIn: linkedIn,
  Instagram: instagram,
  Facebook: facebook,
  TikTok: tikTok,
  Pinterest: pinterest,
  'Google Business Profile': googleBusiness,
};
