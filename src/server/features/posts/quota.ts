import type { GenerationLimits } from '../../../contract/agency.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import type { LocationScope } from '../../platform/scope.js';
import { giveBackUnit, takeUnit } from './quota-repository.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Window {
  kind: string;
  ms: number;
  limit: (limits: GenerationLimits) => number;
  refusal: (limit: number) => string;
}

const POSTS_A_MINUTE: Window = {
  kind: 'posts-minute',
  ms: MINUTE,
  limit: (limits) => limits.postsPerMinute,
  refusal: (limit) => `This business has written ${limit} posts in the last minute.`,
};
const PICTURES_A_MINUTE: Window = {
  kind: 'pictures-minute',
  ms: MINUTE,
  limit: (limits) => limits.picturesPerMinute,
  refusal: (limit) => `This business has made ${limit} pictures in the last minute.`,
};
const PICTURES_A_DAY: Window = {
  kind: 'pictures-day',
  ms: DAY,
  limit: (limits) => limits.picturesPerDay,
  refusal: (limit) => `This business has made its ${limit} pictures for today.`,
};

export interface QuotaDeps {
  db: Database;
  clock: Clock;
  defaults: GenerationLimits;
  /** The agency's own limits, where it raised them. */
  agencyLimits: (scope: LocationScope) => Promise<Partial<GenerationLimits> | null>;
}

/**
 * How much one location may generate, shared by every instance: posts and pictures a minute, pictures a
 * day. A unit is taken before any model is asked; a picture the provider fails to make gives its day's
 * unit back.
 */
export function createGenerationQuota({ db, clock, defaults, agencyLimits }: QuotaDeps) {
  async function take(scope: LocationScope, windows: readonly Window[]) {
    const limits = { ...defaults, ...(await agencyLimits(scope)) };
    const now = clock().getTime();
    const taken: { kind: string; start: Date }[] = [];
    for (const window of windows) {
      const start = new Date(now - (now % window.ms));
      const limit = window.limit(limits);
      if (!(await takeUnit(db, scope, { kind: window.kind, start, limit }))) {
        for (const unit of taken) await giveBackUnit(db, scope, unit);
        const seconds = Math.max(1, Math.ceil((start.getTime() + window.ms - now) / 1000));
        const wait = seconds > 90 ? `${Math.ceil(seconds / 3600)} hours` : `${seconds} seconds`;
        throw AppError.of('too_many_requests', `${window.refusal(limit)} Please try again in ${wait}.`, {
          headers: { 'retry-after': String(seconds) },
        });
      }
      taken.push({ kind: window.kind, start });
    }
    return taken;
  }

  return {
    /** Runs the writing of a post within the location's posts a minute. */
    async post<T>(scope: LocationScope, work: () => Promise<T>): Promise<T> {
      await take(scope, [POSTS_A_MINUTE]);
      return work();
    },
    /** Runs the making of a picture within the location's pictures a minute and a day. */
    async picture<T>(scope: LocationScope, work: () => Promise<T>): Promise<T> {
      const taken = await take(scope, [PICTURES_A_MINUTE, PICTURES_A_DAY]);
      try {
        return await work();
      } catch (error) {
        // Only a picture the provider failed to make is given back; one made and then abandoned counts.
        const providerFailed =
          error instanceof AppError && (error.code === 'ai_unavailable' || error.code === 'ai_timeout');
        const day = taken.find((unit) => unit.kind === PICTURES_A_DAY.kind);
        if (day && providerFailed) await giveBackUnit(db, scope, day);
        throw error;
      }
    },
  };
}

export type GenerationQuota = ReturnType<typeof createGenerationQuota>;
