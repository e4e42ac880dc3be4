import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { AuditService } from '../audit/index.js';

export interface IntegrationAppsDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  audit: Pick<AuditService, 'record'>;
  /** The product's address, where each app's OAuth returns. */
  publicUrl: string;
  facebook: {
    /** The deployment's own Facebook app, used by agencies that bring none. */
    deployment: { appId: string; appSecret: string } | null;
    endpoints: { graphUrl: string; dialogUrl: string };
  };
  highLevel: {
    /** The deployment's HighLevel marketplace app, used by agencies that bring none. */
    deployment: { clientId: string; clientSecret: string } | null;
    endpoints: { apiUrl: string; loginUrl: string };
  };
  /** How long one call to Facebook or HighLevel may take, in milliseconds. */
  timeoutMs: number;
}
