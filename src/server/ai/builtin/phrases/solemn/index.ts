import type { ToneName } from '../../../../../contract/options.js';
import type { ToneBank } from '../types.js';
import { friendlySolemn } from './friendly.js';
import { heartfeltSolemn } from './heartfelt.js';
import { informativeSolemn } from './informative.js';
import { inspirationalSolemn } from './inspirational.js';
import { professionalSolemn } from './professional.js';

/**
 * Each tone's lines for solemn days. Playful, Witty and Bold are refused for a solemn day; should
 * one reach the writer anyway, it writes in the nearest respectful voice instead.
 */
export const SOLEMN_BANKS: Record<ToneName, ToneBank> = {
  Friendly: friendlySolemn,
  Professional: professionalSolemn,
  Inspirational: inspirationalSolemn,
  Heartfelt: heartfeltSolemn,
  Informative: informativeSolemn,
  Playful: friendlySolemn,
  Witty: professionalSolemn,
  Bold: inspirationalSolemn,
};
