import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { AuditService } from '../audit/index.js';

/** What the news feature needs from the rest of the product. */
export interface NewsDeps {
  db: Database;
  clock: Clock;
  /** Where pictures are stored, in the agency's own folder. */
  media: MediaStore;
  /** Limits how many pictures an agency may upload in a while: reading them is costly. */
  attempts: AttemptLimiter;
  audit: Pick<AuditService, 'record'>;
}

/** Where a file that could not be removed is reported. */
export interface FileLog {
  warn(fields: object, message: string): void;
}
