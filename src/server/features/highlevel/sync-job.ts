import { z } from 'zod';
import { defineJob } from '../../infra/jobs.js';

export const syncHighLevelJob = defineJob({
  name: 'highlevel.sync',
  data: z.object({}),
  policy: 'singleton',
  // A failed run is not retried: the next hour's run does the same work, and failures are kept per agency.
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Every hour, off the hour that other schedules crowd. */
export const SYNC_HIGHLEVEL_CRON = '23 * * * *';
