import type { LinkDelivery } from '../../../contract/common.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { JobQueue } from '../../infra/jobs.js';
import type { Mailer } from '../../infra/mailer.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { AuthService } from '../auth/service.js';
import type { SessionStore } from '../auth/session-store.js';

/** What the free trial needs from the rest of the product. */
export interface TrialDeps {
  db: Database;
  clock: Clock;
  /** Pictures of a deleted trial's posts are removed from the store. */
  media: Pick<MediaStore, 'remove'>;
  /** A visitor's session begins as a sign-in's does. */
  auth: Pick<AuthService, 'startSession'>;
  /** A deleted trial's sessions end on every instance at once. */
  sessions: Pick<SessionStore, 'revokeAll'>;
  jobs: Pick<JobQueue, 'schedule' | 'work'>;
  /** A link to continue a trial in another browser goes by e-mail, from the agency by name. */
  mailer: Pick<Mailer, 'send'>;
  /** How such links travel here: by e-mail, in the server's log (development), or not at all. */
  linkDelivery: LinkDelivery;
  /** Where the shared host serves the trial pages, for the link in the e-mail. */
  publicUrl: string;
}
