import {
  IMAGE_STYLES,
  type ImageStyleName,
  LANGUAGES,
  type OptionKind,
  PLATFORMS,
  type PlatformName,
  TONES,
  type ToneName,
} from '../../../contract/options.js';
import { slug } from '../../core/words.js';

export interface CatalogueOption {
  kind: OptionKind;
  name: string;
  description: string;
  position: number;
}

const PLATFORM_HABITS: Record<PlatformName, string> = {
  Instagram:
    'Open with a hook line, then two or three short paragraphs with line breaks, a call to action, and a block of 5 to 8 hashtags at the end. Emoji are welcome.',
  Facebook:
    'Write conversationally in one to three short paragraphs, ask followers a question, and use 1 to 3 hashtags.',
  X: 'Stay well under 280 characters in total, including 1 or 2 hashtags. One or two punchy sentences.',
  LinkedIn:
    'Write two or three short paragraphs with a professional reflection and a takeaway, few or no emoji, and 2 or 3 hashtags at the end.',
  TikTok: 'Write a very short caption with a strong hook, emoji where natural, and 3 to 5 hashtags.',
  Pinterest: 'Write a descriptive, keyword-rich pin description under 500 characters with 2 to 5 hashtags.',
  Threads: 'Write one or two conversational sentences under 500 characters with exactly one hashtag.',
  'Google Business Profile':
    'Write an informative update under 1,500 characters with a clear call to visit or call, no emoji, and at most 2 hashtags.',
};

const TONE_VOICES: Record<ToneName, string> = {
  Friendly: 'warm, welcoming and casual, like talking to a regular customer',
  Professional: 'measured, credible and polished, without slang or emoji',
  Playful: 'light-hearted and fun, with a pun or exclamation where it fits',
  Inspirational: 'uplifting and encouraging, looking forward',
  Bold: 'confident and punchy, with short imperative sentences',
  Heartfelt: 'sincere, personal and grateful',
  Informative: 'clear and useful, sharing a fact or tip about the day',
  Witty: 'clever and dry, with a touch of wordplay',
};

const STYLE_LOOKS: Record<ImageStyleName, string> = {
  Minimal: 'minimalist, generous white space, one simple subject, soft neutral colours',
  'Bold Pop': 'bold pop-art, saturated blocks of colour, strong outlines, high contrast',
  Retro: 'warm 1970s retro poster, sunburst, grainy texture, orange and brown palette',
  Elegant: 'elegant and refined, dark background, gold accents, soft studio light',
  Neon: 'neon glow at night, vivid pink and cyan light, dark surroundings',
  Pastel: 'soft pastel palette, gentle gradients, rounded friendly shapes',
  Festive: 'festive and celebratory, confetti, sparkles, joyful colours',
  Editorial: 'editorial magazine photography, natural light, crisp composition',
  Quiet: 'quiet and respectful, muted greys, soft natural light, plenty of calm space, no decoration',
};

function platformTemplate(platform: PlatformName): string {
  return [
    'Write a {{platform}} post for {{business}} about {{event}} on {{date}}.',
    'Tone: {{tone}}.',
    PLATFORM_HABITS[platform],
    'Include at least one of these hashtags: {{hashtags}}.',
    'Mention {{business}} naturally and connect the day to what the business offers.',
    'Reply with the post text only: no title, no quotation marks, no markdown.',
  ].join(' ');
}

function toneTemplate(tone: ToneName): string {
  return [
    `Rewrite this {{platform}} post for {{business}} in a {{tone}} tone: ${TONE_VOICES[tone]}.`,
    'Change only the voice: keep its facts, any product or service it names, its angle, its length and every one of its hashtags, and keep within the platform limits.',
    'Reply with the rewritten post only.',
    '\n\nPost:\n{{post}}',
  ].join(' ');
}

const TRANSLATE_TEMPLATE = [
  'Translate this {{platform}} post for {{business}} into {{language}}.',
  'Keep the meaning, tone, line breaks, emoji and hashtags (translate the words of a hashtag only when a local one is common).',
  'Reply with the translation only.',
  '\n\nPost:\n{{post}}',
].join(' ');

function styleTemplate(style: ImageStyleName): string {
  return [
    'Describe, in one paragraph of at most 60 words, a square social media image for {{business}} about {{event}},',
    `drawn in the {{style}} style (${STYLE_LOOKS[style]}), matching this post.`,
    'No text or letters in the image. Reply with the description only.',
    '\n\nPost:\n{{post}}',
  ].join(' ');
}

/** The prompt sent to an image model once the text model has described the picture. */
export const IMAGE_MODEL_TEMPLATE = '{{image_prompt}} Style: {{style}}. Square format, no text or lettering.';

/** Every option the product offers, with its prompt template. */
export const CATALOGUE: CatalogueOption[] = [
  ...PLATFORMS.map((name, position) => ({
    kind: 'channel' as const,
    name,
    description: platformTemplate(name),
    position,
  })),
  ...TONES.map((name, position) => ({
    kind: 'tone' as const,
    name,
    description: toneTemplate(name),
    position,
  })),
  ...LANGUAGES.map(([name], position) => ({
    kind: 'language' as const,
    name,
    description: TRANSLATE_TEMPLATE,
    position,
  })),
  ...IMAGE_STYLES.map((name, position) => ({
    kind: 'image_style' as const,
    name,
    description: styleTemplate(name),
    position,
  })),
];

export function previewImageUrl(kind: OptionKind, name: string): string {
  return `/v1/prompt-options/${kind}/previews/${slug(name)}.${kind === 'image_style' ? 'png' : 'svg'}`;
}
