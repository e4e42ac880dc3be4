import type { ToneName } from '../../../../contract/options.js';
import { bold } from './bold.js';
import { friendly } from './friendly.js';
import { heartfelt } from './heartfelt.js';
import { informative } from './informative.js';
import { inspirational } from './inspirational.js';
import { playful } from './playful.js';
import { professional } from './professional.js';
import type { ToneBank } from './types.js';
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
