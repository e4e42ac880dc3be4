import { z } from 'zod';
import { defineJob } from '../../infra/jobs.js';
import { deleteTrial } from './delete-trial.js';
import type { TrialDeps } from './deps.js';
import { expiredTrials } from './repository.js';

/** How many trials one pass deletes before looking again, so a large backlog is not read at once. */
const BATCH = 200;

export const removeExpiredTrialsJob = defineJob({
  name: 'trial.remove-expired',
  data: z.object({}),
  policy: 'singleton',
  // A failed run is not retried: the next day's run does the same work.
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
});

/** Every night, at a quiet hour (UTC). */
export const REMOVE_EXPIRED_TRIALS_CRON = '40 3 * * *';

/**
 * Deletes the trials (visitor, user, business and posts) whose last activity is older than their
 * agency keeps trial data. Answers how many it deleted.
 */
export async function removeExpiredTrials(deps: Pick<TrialDeps, 'db' | 'clock' | 'media' | 'sessions'>) {
  let removed = 0;
  for (;;) {
    const expired = await expiredTrials(deps.db, deps.clock(), BATCH);
    for (const visitor of expired) await deleteTrial(deps, visitor);
    removed += expired.length;
    if (expired.length < BATCH) return removed;
  }
}
