import type { ImageStyleName } from '../../../../../contract/options.js';
import type { Layout } from '../types.js';
import { boldPop } from './bold-pop.js';
import { editorial } from './editorial.js';
import { elegant } from './elegant.js';
import { festive } from './festive.js';
import { minimal } from './minimal.js';
import { neon } from './neon.js';
import { pastel } from './pastel.js';
import { quiet } from './quiet.js';
import { retro } from './retro.js';

export const LAYOUTS: Record<ImageStyleName, Layout> = {
  Minimal: minimal,
  'Bold Pop': boldPop,
  Retro: retro,
  Elegant: elegant,
  Neon: neon,
  Pastel: pastel,
  Festive: festive,
  Editorial: editorial,
  Quiet: quiet,
};
