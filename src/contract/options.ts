import { z } from 'zod';
import type { EventKind } from './calendar.js';
import { defineRoute } from './route.js';

/** The platforms a post can be written for, in the order the card offers them. */
export const PLATFORMS = [
  'Instagram',
  'Facebook',
  'X',
  'LinkedIn',
  'TikTok',
  'Pinterest',
  'Threads',
  'Google Business Profile',
] as const;
export type PlatformName = (typeof PLATFORMS)[number];

/** How people name each platform in a request ("a LinkedIn post", "an Insta caption", "a tweet"). */
const PLATFORM_WORDS: Readonly<Record<PlatformName, RegExp>> = {
  Instagram: /\b(?:instagram|insta|ig)\b/i,
  Facebook: /\b(?:facebook|fb)\b/i,
  X: /\b(?:twitter|tweet|x)\b/i,
  LinkedIn: /\blinked\s?in\b/i,
  TikTok: /\btik\s?tok\b/i,
  Pinterest: /\b(?:pinterest|pin)\b/i,
  Threads: /\bthreads\b/i,
  'Google Business Profile': /\b(?:google|business profile|gbp)\b/i,
};

/** The platform a request names, if it names one: the assistant writes for it, and Use as post offers it first. */
export function platformNamedIn(text: string): PlatformName | undefined {
  return PLATFORMS.find((platform) => PLATFORM_WORDS[platform].test(text));
}

/** Each platform's post length limit, in characters. */
export const PLATFORM_LIMITS: Record<PlatformName, number> = {
  Instagram: 2200,
  Facebook: 63_206,
  X: 280,
  LinkedIn: 3000,
  TikTok: 2200,
  Pinterest: 500,
  Threads: 500,
  'Google Business Profile': 1500,
};

export const TONES = [
  'Friendly',
  'Professional',
  'Playful',
  'Inspirational',
  'Bold',
  'Heartfelt',
  'Informative',
  'Witty',
] as const;
export type ToneName = (typeof TONES)[number];

export const IMAGE_STYLES = [
  'Minimal',
  'Bold Pop',
  'Retro',
  'Elegant',
  'Neon',
  'Pastel',
  'Festive',
  'Editorial',
  'Quiet',
] as const;
export type ImageStyleName = (typeof IMAGE_STYLES)[number];

/** Languages a post can be translated into: English name and the language's own name. */
export const LANGUAGES = [
  ['English', 'English'],
  ['Spanish', 'Español'],
  ['French', 'Français'],
  ['German', 'Deutsch'],
  ['Italian', 'Italiano'],
  ['Portuguese', 'Português'],
  ['Dutch', 'Nederlands'],
  ['Polish', 'Polski'],
  ['Swedish', 'Svenska'],
  ['Danish', 'Dansk'],
  ['Norwegian', 'Norsk'],
  ['Finnish', 'Suomi'],
  ['Greek', 'Ελληνικά'],
  ['Turkish', 'Türkçe'],
  ['Russian', 'Русский'],
  ['Ukrainian', 'Українська'],
  ['Arabic', 'العربية'],
  ['Hebrew', 'עברית'],
  ['Hindi', 'हिन्दी'],
  ['Bengali', 'বাংলা'],
  ['Chinese (Simplified)', '简体中文'],
  ['Japanese', '日本語'],
  ['Korean', '한국어'],
  ['Indonesian', 'Bahasa Indonesia'],
  ['Vietnamese', 'Tiếng Việt'],
  ['Thai', 'ไทย'],
] as const;

export const optionSchema = z.object({
  name: z.string(),
  description: z.string().describe('The prompt template, with {{placeholders}} the server fills'),
  image: z.string().describe('URL of a preview image'),
});
export type Option = z.infer<typeof optionSchema>;
export const optionListSchema = z.array(optionSchema);

/** The kinds of option lists, each with its prompt templates. */
export const OPTION_KINDS = ['channel', 'tone', 'language', 'image_style'] as const;
export const optionKindSchema = z.enum(OPTION_KINDS);
export type OptionKind = z.infer<typeof optionKindSchema>;

export const promptOptionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/prompt-options/:kind',
    access: 'member-or-visitor',
    summary: 'Platforms, tones, languages or image styles, with their prompt templates',
    tags: ['prompt options'],
    params: z.strictObject({ kind: optionKindSchema }),
    response: optionListSchema,
  }),
};

export const previewParamsSchema = z.strictObject({
  kind: optionKindSchema,
  file: z.string().regex(/^[a-z0-9-]+\.(svg|png)$/, 'must be a preview file name'),
});

export const promptOptionPreviewRoute = defineRoute({
  method: 'GET',
  path: '/prompt-options/:kind/previews/:file',
  access: 'public',
  summary: "An option's preview image",
  description: 'An SVG badge, or for image styles a PNG rendered in that style.',
  tags: ['prompt options'],
  params: previewParamsSchema,
  response: z.unknown(),
});

/** Tones that would make light of a solemn day: not offered for one, and refused by the server. */
export const TONES_NOT_FOR_SOLEMN_DAYS: readonly ToneName[] = ['Playful', 'Witty', 'Bold'];

/** Image styles that would decorate a solemn day as a party: not offered for one, and refused. */
export const STYLES_NOT_FOR_SOLEMN_DAYS: readonly ImageStyleName[] = ['Festive', 'Neon', 'Bold Pop'];

/** The image style that decorates a day as a party: not offered for an awareness day either, and refused. */
export const STYLES_NOT_FOR_AWARENESS_DAYS: readonly ImageStyleName[] = ['Festive'];

/** The tones a day of this kind is not offered, which the server refuses for it. */
export function tonesLeftOutFor(kind: EventKind | undefined): readonly ToneName[] {
  return kind === 'solemn' ? TONES_NOT_FOR_SOLEMN_DAYS : [];
}

/**
 * The image styles a day of this kind is not offered, which the server refuses for it: confetti suits neither a
 * day of remembrance nor one against a harm ("Preventing the Exploitation of the Environment in War").
 */
export function stylesLeftOutFor(kind: EventKind | undefined): readonly ImageStyleName[] {
  if (kind === 'solemn') return STYLES_NOT_FOR_SOLEMN_DAYS;
  return kind === 'awareness' ? STYLES_NOT_FOR_AWARENESS_DAYS : [];
}

/** The style a picture of a solemn day is drawn in when none is named: quiet, without decoration. */
export const STYLE_FOR_SOLEMN_DAYS: ImageStyleName = 'Quiet';
