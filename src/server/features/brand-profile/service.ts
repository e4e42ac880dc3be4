import type { BrandProfileValues } from '../../../contract/brand-profile.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { withTransaction } from '../../db/transaction.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import { prepareLogo } from '../../infra/logo-file.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import { presentProfile, storedValues } from './presenter.js';
import { findProfile, replaceLogo, saveDetails } from './repository.js';

export interface BrandProfileDeps {
  db: Database;
  media: MediaStore;
  attempts: AttemptLimiter;
}

/** Where a file left behind is reported: removing it never fails the change it follows. */
export interface BrandProfileLog {
  warn(details: object, message: string): void;
}

/** Each business may upload this many logos an hour: reading a file is the cost. */
const LOGO_UPLOADS_PER_WINDOW = 30;

/** What posts, pictures and the calendar follow: the saved profile, with the logo as inline data. */
export interface Brand {
  values: BrandProfileValues;
  /** The business's logo as a data: URL, or null to draw the agency's. */
  logo: string | null;
}

export function createBrandProfileService({ db, media, attempts }: BrandProfileDeps) {
  const removeUnused = (path: string, log: BrandProfileLog) =>
    media
      .remove(path)
      .catch((error: unknown) => log.warn({ err: error, path }, 'an unused logo file was not removed'));

  async function setLogo(scope: LocationScope, path: string | null, log: BrandProfileLog) {
    let changed: Awaited<ReturnType<typeof replaceLogo>>;
    try {
      changed = await withTransaction(db, (tx) => replaceLogo(tx, scope, path));
    } catch (error) {
      if (path) await removeUnused(path, log);
      throw error;
    }
    if (!changed) {
      if (path) await removeUnused(path, log);
      throw AppError.of('conflict', 'Save the brand profile first, then add its logo');
    }
    if (changed.previous && changed.previous !== path) await removeUnused(changed.previous, log);
    return presentProfile(changed.row, scope.location, media);
  }

  return {
    async profile(scope: LocationScope) {
      return presentProfile(await findProfile(db, scope), scope.location, media);
    },

    async save(scope: LocationScope, values: BrandProfileValues) {
      return presentProfile(await saveDetails(db, scope, values), scope.location, media);
    },

    async uploadLogo(scope: LocationScope, base64: string, log: BrandProfileLog) {
      await attempts.take(
        [{ key: `logo-upload:location:${scope.locationId}`, limit: LOGO_UPLOADS_PER_WINDOW }],
        'Too many logo uploads for this business.',
      );
      const file = await prepareLogo(base64);
      return setLogo(scope, await media.saveForLocation(scope.locationId, file), log);
    },

    removeLogo(scope: LocationScope, log: BrandProfileLog) {
      return setLogo(scope, null, log);
    },

    /** The business's saved profile for writing and drawing, or null when it has none. */
    async brand(scope: LocationScope): Promise<Brand | null> {
      const row = await findProfile(db, scope);
      if (!row) return null;
      return {
        values: storedValues(row, scope.location),
        logo: row.logoPath ? await media.fileAsData(row.logoPath) : null,
      };
    },
  };
}

export type BrandProfileService = ReturnType<typeof createBrandProfileService>;
