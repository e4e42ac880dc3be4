import { PLATFORM_LIMITS, type PlatformName } from '../../../contract/options.js';
import { type Composer, present } from './compose.js';
import type { Draft } from './draft.js';
import { chooseTags, type Tag, titleTag } from './hashtags.js';
import {
  DATE_LINES,
  LISTING_NOTES,
  PINTEREST_DESCRIPTIONS,
  PINTEREST_KEYWORDS,
  PINTEREST_SAVES,
  TIKTOK_HOOKS,
} from './phrases/shared.js';

export interface PlatformInput {
  composer: Composer;
  /** The event's own hashtags, cleaned, the main one first. */
  eventTags: string[];
  businessName: string;
  /** The hashtags of the post being rewritten: all of them stay, at the end. */
  keptTags?: string[];
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
  // A solemn day is named in words, never as a tag; a rewrite keeps its tags where they were.
  if (composer.mood === 'solemn' || input.keptTags) return { text, tags };
  if (text === undefined || tag === undefined || !chosen || !text.includes(composer.name))
    return { text, tags };
  if (!composer.rng.chance(chance)) return { text, tags };
  return { text: text.replace(composer.name, tag), tags: tags.filter((entry) => entry !== chosen) };
}

function tagsFor(platform: PlatformName, input: PlatformInput): Tag[] {
  const { composer, keptTags, eventTags } = input;
  if (keptTags) {
    const own = (tag: string) => eventTags.some((known) => known.toLowerCase() === tag.toLowerCase());
    return keptTags.map((tag) => ({ tag, fromEvent: own(tag), required: true }));
  }
  return chooseTags(platform, eventTags, input.businessName, composer.mood, composer.rng);
}

/** Characters an X post aims for, a little under its limit. */
const X_ROOM = PLATFORM_LIMITS.X - 10;

/** X: one or two short lines and one or two hashtags. */
const x: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const tags = tagsFor('X', input);
  const tagLength = tags.reduce((sum, tag) => sum + tag.tag.length + 1, 0);
  // Long names leave less room: prefer the shorter hooks then, keeping room for the business's line.
  const hookRoom = Math.max(
    c.name.length + 20,
    Math.min(c.name.length + 60, X_ROOM - tagLength - c.name.length - c.business.length - 45),
  );
  const first = inline(input, c.hook({ maxLength: hookRoom }), tags, 0.4);
  const hook = c.segment(first.text, 0, 0.7, { first: bank.emojiRate >= 0.8 && c.rng.chance(0.3) });
  // A long name said in the opening leaves no room to say it again with the offer.
  const brand = c.segment(
    c.brand({ maxLength: 100, maxSentences: 1, maxMentions: c.name.length > 40 ? 1 : 3 }),
    0,
  );
  // What is left of the limit once the hook, the business's offer and the hashtags are in: the body must fit there.
  const room = X_ROOM - (first.text?.length ?? 0) - (brand ? brand.text.length + 1 : 0) - tagLength - 5;
  const body = c.segment(
    c.body({
      maxLength: Math.min(c.business.length + 95, Math.max(room, 40)),
      maxMentions: c.rng.chance(0.6) ? 1 : 2,
    }),
    // With the business's offer in, the post says enough without it: a line too long for what is left
    // is left out whole rather than cut off mid-sentence. An informative post keeps its opening (what
    // the day is) before this line.
    brand ? 1 : bank.informs ? 0.4 : 0,
  );
  const extra =
    !brand && c.rng.chance(0.5)
      ? c.segment(
          c.line(c.rng.chance(0.5) ? bank.reflections : bank.ctas, { maxLength: 80, optional: true }),
          3,
        )
      : undefined;
  // The body (or the offer) is the line that names the business: a post still too long for X once the
  // optional lines and emoji are out loses its opening line rather than being cut off mid-sentence,
  // unless the opening is what the post informs of and no offer would be left to stand alone.
  const opening = hook && (brand || !bank.informs) ? { ...hook, drop: 0.4 } : hook;
  const oneLine = c.rng.chance(0.5);
  const blocks = oneLine
    ? [{ segments: present(opening, brand, body, extra), join: ' ' as const }]
    : [
        { segments: present(opening, brand), join: ' ' as const },
        { segments: present(body, extra), join: ' ' as const },
      ];
  return { blocks, blockJoin: '\n\n', tags: first.tags, tagJoin: c.rng.chance(0.5) ? ' ' : '\n\n' };
};

/** Threads: one or two conversational sentences and one hashtag. */
const threads: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const oneSentence = { maxSentences: 1 };
  // Two sentences at most: an opening and the business's line, or the business's line and a question;
  // with a brand profile, what the business offers for the day opens instead.
  const branded = c.brand({ ...oneSentence, maxMentions: 2 });
  const opens = branded === undefined && (bank.informs || c.rng.chance(0.6));
  const first = inline(
    input,
    branded ?? (opens ? c.hook(oneSentence) : undefined),
    tagsFor('Threads', input),
    0.35,
  );
  // The post names the day: in its opening, or else in the business's line.
  const body = c.segment(c.body({ ...oneSentence, naming: !first.text?.includes(c.name) }), 0);
  const question =
    opens || branded ? undefined : c.segment(c.line(bank.questions, { ...oneSentence, optional: true }), 1);
  return {
    blocks: [
      { segments: present(c.segment(first.text, 0, 0.5)), join: ' ' },
      { segments: present(body, question), join: ' ' },
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
  const optional = { optional: true };
  const hook = c.segment(c.hook(), 0, 0.35);
  const asks = c.rng.chance(0.6);
  // A thought after the opening leaves the day's name to the lines that need it.
  const thought = c.fact() ?? c.line(bank.reflections, { optional: true, maxMentions: 1 });
  const opening = present(hook, c.segment(thought, 2));
  const middle = present(
    c.segment(c.body(), 0),
    c.segment(c.brand({ maxMentions: 2 }), 0),
    c.segment(c.line(bank.reflections, optional), 3),
  );
  // The closing comes last, once the post has named the day: a question or a call that names it a third time is
  // the last choice.
  const [first, second] = asks ? [bank.questions, bank.ctas] : [bank.ctas, bank.questions];
  const closing = c.line(first, optional) ?? c.line(second, optional) ?? c.line(first, { maxMentions: 3 });
  const signoff = c.rng.chance(0.35) ? c.segment(c.line(bank.signoffs, optional), 4) : undefined;
  return {
    blocks: [
      { segments: opening, join: ' ' },
      { segments: middle, join: ' ' },
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
  const optional = { optional: true };
  const hook = c.segment(c.hook(), 0, 1, { topical: c.rng.chance(0.7) });
  const body = present(
    c.segment(c.body(), 0),
    c.segment(c.brand({ maxMentions: 2 }), 0, 0.5),
    c.segment(c.fact() ?? c.line(bank.reflections, optional), 3, 0.5),
  );
  const middle = c.rng.chance(0.5)
    ? c.segment(c.usedDate ? undefined : c.line(DATE_LINES, optional), 2, 0.6, { first: true })
    : c.segment(c.line(bank.questions, optional), 2);
  const cta = c.segment(c.line(bank.ctas, optional), 1, 0.8);
  const signoff = c.rng.chance(0.4) ? c.segment(c.line(bank.signoffs, optional), 4) : undefined;
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
  const optional = { optional: true };
  const cta = c.rng.chance(0.4) ? c.segment(c.line(bank.ctas, optional), 2) : undefined;
  return {
    blocks: [
      { segments: present(c.segment(c.hook(), 0, 0.8)), join: ' ' },
      {
        segments: present(
          c.segment(c.body(), 0),
          c.segment(c.brand({ maxMentions: 2 }), 0),
          c.segment(c.fact() ?? c.line(bank.reflections, optional), 3),
        ),
        join: ' ',
      },
      { segments: present(c.segment(c.line(bank.questions, optional), 1, 0.4), cta), join: ' ' },
      { segments: present(c.segment(c.visitDetails(), 3)), join: ' ' },
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
      ? c.line(TIKTOK_HOOKS, { maxLength: c.name.length + c.business.length + 30, optional: true })
      : undefined;
  const first = inline(
    input,
    shared ?? c.hook({ maxLength: c.name.length + 40 }),
    tagsFor('TikTok', input),
    0.3,
  );
  const hook = c.segment(first.text, 0, 1, { topical: c.rng.chance(0.6) });
  // The caption is the business's line, which carries the post's angle.
  const caption = c.segment(
    c.body({ maxLength: c.business.length + 110, maxMentions: c.rng.chance(0.6) ? 1 : 2 }),
    0,
    0.6,
  );
  const brand = c.segment(c.brand({ maxLength: 90, maxMentions: 2 }), 0);
  const cta =
    !brand && c.rng.chance(0.4)
      ? c.segment(c.line(bank.ctas, { maxLength: 60, optional: true }), 3)
      : undefined;
  return {
    blocks: [
      { segments: present(hook), join: ' ' },
      { segments: present(caption, c.segment(c.fact({ maxLength: 160 }), 2.5), brand, cta), join: ' ' },
    ],
    blockJoin: '\n',
    tags: first.tags,
    tagJoin: c.rng.chance(0.5) ? ' ' : '\n',
  };
};

/**
 * Pinterest: a descriptive, keyword-rich paragraph: it names the event and the business, and says
 * the event's hashtags in plain words, which is what people search pins by.
 */
const pinterest: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  // The business's line is chosen first, so the opening and the description take what it leaves: on a
  // solemn day, lines that do not say again who is remembered.
  const body = c.segment(c.body({ maxMentions: 3 }), 3);
  const opens = bank.informs || c.rng.chance(0.35);
  const hook = opens ? c.segment(c.hook({ maxLength: c.name.length + 70 }), bank.informs ? 0 : 5) : undefined;
  // When the pin runs long (a long business name), the description goes before the business's line, which
  // carries the post's angle.
  const description = c.segment(c.line(PINTEREST_DESCRIPTIONS, { maxMentions: 3 }), 3.25, 0.4);
  const keywords = c.segment(c.line(PINTEREST_KEYWORDS, { optional: true }), 0);
  const date =
    c.rng.chance(0.5) && !c.usedDate ? c.segment(c.line(DATE_LINES, { optional: true }), 3.5) : undefined;
  return {
    blocks: [
      {
        segments: present(
          hook,
          c.segment(c.fact(), 2),
          description,
          keywords,
          c.segment(c.brand({ maxMentions: 2 }), 0),
          // The business's line, which carries the post's angle, goes after the date and the call to save.
          body,
          date,
          c.segment(c.line(PINTEREST_SAVES, { optional: true }), 4),
        ),
        join: ' ',
      },
    ],
    blockJoin: '\n\n',
    tags: tagsFor('Pinterest', input),
    tagJoin: '\n\n',
  };
};

/** Google Business Profile: informative, a clear call to visit or call, no emoji, one or two hashtags. */
const googleBusiness: Builder = (input) => {
  const c = input.composer;
  const { bank } = c;
  const hook = c.segment(c.hook(), 0);
  const body = c.segment(c.body(), 0);
  const date =
    c.rng.chance(0.6) && !c.usedDate ? c.segment(c.line(DATE_LINES, { optional: true }), 2) : undefined;
  const brand = c.segment(c.brand({ maxMentions: 2 }), 0);
  // The call to visit names the day a third time only when no other line of the day's places fits.
  const visit = c.segment(
    c.line(bank.visits, { optional: true }) ?? c.line(bank.visits, { maxMentions: 3 }),
    0,
  );
  const details = c.segment(c.visitDetails(), 2.5);
  const note =
    !details && c.rng.chance(0.4) ? c.segment(c.line(LISTING_NOTES, { optional: true }), 3) : undefined;
  return {
    blocks: [
      { segments: present(hook, c.segment(c.fact(), 2), body, brand), join: ' ' },
      { segments: present(date, visit, details, note), join: ' ' },
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
