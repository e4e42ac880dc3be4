import type { GenerationLimits } from '../../../contract/agency.js';
import type { RenderPool } from '../../ai/builtin/graphic/render-pool.js';
import type { Engines, TextEngine } from '../../ai/engines.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { Metrics } from '../../infra/metrics.js';
import type { LocationScope } from '../../platform/scope.js';
import type { AgenciesFeature } from '../agencies/index.js';
import type { UsageCharges } from '../balance/usage-charge.js';
import type { BrandProfileService } from '../brand-profile/service.js';
import type { CalendarService } from '../calendar/service.js';
import type { PromptOptionsService } from '../prompt-options/index.js';

/** What writing posts needs from the rest of the product. */
export interface PostsDeps {
  db: Database;
  clock: Clock;
  /** The deployment's picture engine and the limits of every provider call. */
  engines: Pick<Engines, 'image' | 'limits'>;
  /** Text is written by the location's agency's own provider when it brought one, else the deployment's. */
  textEngines: { textEngine(scope: LocationScope): Promise<TextEngine> };
  media: MediaStore;
  /** Where each generation's time and outcome are counted. */
  metrics: Pick<Metrics, 'generation'>;
  /** Draws the built-in pictures off the server's thread. */
  renderer: Pick<RenderPool, 'render'>;
  templates: Pick<PromptOptionsService, 'template'>;
  agencies: Pick<AgenciesFeature, 'look' | 'generationLimits'>;
  /** The business's brand profile, which its posts and pictures follow. */
  brands: Pick<BrandProfileService, 'brand'>;
  /** The calendar's own record of an event, for the day's character. */
  calendar: Pick<CalendarService, 'eventOn' | 'placeOnDate'>;
  /** The deployment's generation limits per location, which an agency may raise. */
  limits: GenerationLimits;
  /** Each generation is paid from the location's balance, at its agency's prices. */
  usage: Pick<UsageCharges, 'reserve'>;
}

export interface GenerationHooks {
  signal: AbortSignal;
  /** Receives the text as it is written. */
  onDelta: (text: string) => void;
}
