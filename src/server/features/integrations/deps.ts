import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { FacebookGraph } from '../../infra/facebook-graph.js';
import type { JobQueue } from '../../infra/jobs.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { LocationScope, SystemScopes } from '../../platform/scope.js';

export interface IntegrationsDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  jobs: JobQueue;
  media: MediaStore;
  systemScopes: SystemScopes;
  /** The Facebook app the location's agency signs in through (its own, or the deployment's); null without one. */
  facebookFor(scope: LocationScope): Promise<FacebookGraph | null>;
  /** Where Facebook sends the browser back, and where the platforms fetch pictures from. */
  publicUrl: string;
  /** Whether the location's agency connected HighLevel. */
  highLevel: { connected(scope: LocationScope): Promise<boolean> };
  /** How often each instance looks for publications that are due. */
  sweepSeconds: number;
}
