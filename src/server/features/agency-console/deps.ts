import type { Engines } from '../../ai/engines.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { StripeClients } from '../../infra/stripe.js';
import type { AuditService } from '../audit/index.js';
import type { CardPaymentHosts } from '../billing/card-payment-hosts.js';
import type { PromptOptionsService } from '../prompt-options/index.js';
import type { TeamService } from '../team/service.js';
import type { AgencyTextEngines } from './ai/engines.js';

/** What the agency console needs from the rest of the product. */
export interface ConsoleDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  media: MediaStore;
  /** Limits how often an agency may do what is costly to serve, such as uploading a logo. */
  attempts: AttemptLimiter;
  audit: AuditService;
  team: Pick<TeamService, 'team' | 'invite' | 'resend' | 'revoke'>;
  /** The deployment's engines, described where an agency brings none of its own. */
  engines: Engines;
  /** The address the product is reached at, for the sample embed link. */
  publicUrl: string;
  /**
   * Makes the engine an agency's own provider is tried with, and is told when an agency changes it, so
   * posts are written with it at once.
   */
  textEngines: Pick<AgencyTextEngines, 'agencyEngine' | 'forget'>;
  /** Told when an agency changes its own prompt templates, so posts are written with them at once. */
  promptTemplates: Pick<PromptOptionsService, 'forgetTemplates'>;
  /**
   * Hosts an agency's own AI provider may be reached at even though they are internal or plain http
   * (AGENCY_AI_HTTP_HOSTS).
   */
  aiHttpHosts: readonly string[];
  /** Proves an agency's Stripe keys with one call before they are saved. */
  stripe: StripeClients;
  /** Told when an agency saves or forgets its Stripe keys: its pages may load Stripe.js, or not any more. */
  cardPaymentHosts: Pick<CardPaymentHosts, 'forget'>;
}
