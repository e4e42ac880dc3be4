import type { Engines } from '../../ai/engines.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { AgencyTextEngines } from '../agency-console/ai/engines.js';
import type { UsageCharges } from '../balance/usage-charge.js';
import type { BrandProfileService } from '../brand-profile/service.js';
import type { CalendarService } from '../calendar/service.js';
import type { PlansFeature } from '../plans/index.js';
import type { PostsService } from '../posts/index.js';

/** What the chat app needs from the rest of the product. */
export interface ChatDeps {
  db: Database;
  clock: Clock;
  engines: Pick<Engines, 'limits'>;
  /** Who answers for the location: its agency's provider, the deployment's, or the built-in assistant. */
  textEngines: Pick<AgencyTextEngines, 'textEngine'>;
  /** Chat messages are priced like any AI action. */
  usage: UsageCharges;
  calendar: Pick<CalendarService, 'forLocation'>;
  /** The built-in assistant's ideas and posts name what the business offers. */
  brands: Pick<BrandProfileService, 'brand'>;
  /** "Use as post" puts an answer on an event's card. */
  posts: Pick<PostsService, 'fromAnswer'>;
  /** Whether the business's plan includes the Chat App. */
  plans: Pick<PlansFeature, 'locationOpens'>;
  /** Opens the agency's embed secret, which signs the address of its own chat page. */
  secretBox: SecretBox;
}
