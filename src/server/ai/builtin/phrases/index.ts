import type { PlatformName, ToneName } from '../../../../contract/options.js';
import type { Mood } from '../context.js';
import { bold } from './bold.js';
import { friendly } from './friendly.js';
import { heartfelt } from './heartfelt.js';
import { informative } from './informative.js';
import { inspirational } from './inspirational.js';
import { playful } from './playful.js';
import { professional } from './professional.js';
import { SOLEMN_BANKS } from './solemn/index.js';
import type { ToneBank } from './types.js';
import { upbeat } from './upbeat.js';
import { witty } from './witty.js';

export const TONE_BANKS: Record<ToneName, ToneBank> = {
  Friendly: friendly,
  Professional: professional,
  Playful: playful,
  Inspirational: inspirational,
  Bold: bold,
  Heartfelt: heartfelt,
  Informative: informative,
  Witty: witty,
};

/**
 * The phrases a post is written with. A solemn day takes the tone's quiet lines. LinkedIn's brief
 * rules out a playful register, so Playful there is written upbeat instead: the client still gets
 * the lightest voice the platform suits, rather than a refusal or a pun in a professional feed.
 */
export function bankFor(tone: ToneName, platform: PlatformName, mood: Mood): ToneBank {
  if (mood === 'solemn') return SOLEMN_BANKS[tone];
  if (platform === 'LinkedIn' && tone === 'Playful') return upbeat;
  return TONE_BANKS[tone];
}
