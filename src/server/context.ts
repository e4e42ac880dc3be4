import { join } from 'node:path';
import { createEngines, type Engines } from './ai/engines.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/open.js';
import { LoginLimiter } from './features/auth/login-limiter.js';
import { SessionStore } from './features/auth/session-store.js';
import { EventDataCache } from './features/calendar/event-data-cache.js';
import { OptionTemplates } from './features/options/templates.js';
import { LocationAccess } from './http/tenancy.js';
import { MediaStore } from './lib/media-store.js';
import type { SecretBox } from './lib/secret-box.js';

/** What buildApp needs from outside: configuration, an open database and the secret-column key. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  secretBox: SecretBox;
  /** Folder of the built web app; null serves the API alone. */
  webRoot: string | null;
  /** The clock; sessions and limits read time only through it. */
  now?: () => Date;
}

/** Shared by every feature's routes and services. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  secretBox: SecretBox;
  now: () => Date;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  eventDataCache: EventDataCache;
  engines: Engines;
  media: MediaStore;
  locationAccess: LocationAccess;
  optionTemplates: OptionTemplates;
}

export function createContext(deps: AppDeps): AppContext {
  const now = deps.now ?? (() => new Date());
  return {
    config: deps.config,
    db: deps.database.db,
    database: deps.database,
    secretBox: deps.secretBox,
    now,
    sessions: new SessionStore(
      deps.database.db,
      { idleDays: deps.config.SESSION_IDLE_DAYS, maxDays: deps.config.SESSION_MAX_DAYS },
      now,
    ),
    loginLimiter: new LoginLimiter(
      deps.database.db,
      {
        maxFailuresPerEmail: deps.config.LOGIN_MAX_FAILURES,
        maxFailuresPerAddress: deps.config.LOGIN_MAX_FAILURES * 5,
        windowMs: deps.config.LOGIN_WINDOW_MINUTES * 60_000,
      },
      now,
    ),
    eventDataCache: new EventDataCache(),
    engines: createEngines(deps.config),
    media: new MediaStore(join(deps.config.dataDir, 'media')),
    locationAccess: new LocationAccess(deps.database.db, now),
    optionTemplates: new OptionTemplates(deps.database.db, now),
  };
}
