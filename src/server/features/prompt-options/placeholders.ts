import type { OptionKind } from '../../../contract/options.js';
import { type Placeholder, placeholdersIn, unknownPlaceholders } from '../../ai/templates.js';

/** What each placeholder is replaced with, in a line an agency's admin can write templates from. */
export const PLACEHOLDER_MEANINGS: Record<Placeholder, string> = {
  event: 'The name of the day or event, such as World Bread Day',
  date: 'The date of the event, written out: Friday, October 16, 2026',
  hashtags: "The event's hashtags, separated by spaces",
  business: "The business's name",
  platform: 'The platform the post is for, such as Instagram',
  tone: 'The tone asked for, such as Friendly (platform and tone templates)',
  language: 'The language to translate into, such as Spanish (language templates)',
  style: 'The image style asked for, such as Retro (image style templates)',
  post: 'The text of the post being re-toned, translated or illustrated (not in platform templates)',
  image_prompt: "The picture's description handed to the image model (not in option templates)",
};

const EVERY_ACTION: readonly Placeholder[] = ['event', 'date', 'hashtags', 'business', 'platform'];

/** The placeholders a post's generation fills for each kind of option's template. */
const FILLED_FOR: Record<OptionKind, readonly Placeholder[]> = {
  channel: [...EVERY_ACTION, 'tone'],
  tone: [...EVERY_ACTION, 'tone', 'post'],
  language: [...EVERY_ACTION, 'language', 'post'],
  image_style: [...EVERY_ACTION, 'style', 'post'],
};

const KIND_WORDS: Record<OptionKind, string> = {
  channel: 'a platform',
  tone: 'a tone',
  language: 'a language',
  image_style: 'an image style',
};

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/**
 * Why a template cannot be used for this kind of option, or null when it can: a placeholder the server
 * does not know, or one it knows but does not fill for that kind (a platform's template has no post yet).
 */
export function templateProblem(kind: OptionKind, template: string): string | null {
  const unknown = unknownPlaceholders(template);
  if (unknown.length > 0) return `uses unknown placeholders: ${listed([...new Set(unknown)])}`;
  const filled = new Set<string>(FILLED_FOR[kind]);
  const unfilled = [...new Set(placeholdersIn(template))].filter((name) => !filled.has(name));
  return unfilled.length > 0
    ? `uses placeholders ${KIND_WORDS[kind]} template cannot fill: ${listed(unfilled)}`
    : null;
}
