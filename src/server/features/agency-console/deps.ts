import type { Engines } from '../../ai/engines.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { AuditService } from '../audit/index.js';
import type { PromptOptionsService } from '../prompt-options/index.js';
import type { TeamService } from '../team/service.js';
import type { AgencyTextEngines } from './ai-engines.js';

/** What the agency console needs from the rest of the product. */
export interface ConsoleDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  media: MediaStore;
  audit: AuditService;
  team: Pick<TeamService, 'team'>;
  /** The deployment's engines, described where an agency brings none of its own. */
  engines: Engines;
  /** The address the product is reached at, for the sample embed link. */
  publicUrl: string;
  /** Told when an agency changes its own AI provider, so posts are written with it at once. */
  textEngines: Pick<AgencyTextEngines, 'forget'>;
  /** Told when an agency changes its own prompt templates, so posts are written with them at once. */
  promptTemplates: Pick<PromptOptionsService, 'forgetTemplates'>;
  /** Hosts an agency's own AI provider may be reached at over plain http (AGENCY_AI_HTTP_HOSTS). */
  aiHttpHosts: readonly string[];
}
