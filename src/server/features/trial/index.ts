import { type StartTrial, trialRoutes } from '../../../contract/trial.js';
import { AppError } from '../../core/errors.js';
import { bind } from '../../platform/routes.js';
import type { TrialDeps } from './deps.js';
import { createTrialLinks } from './links.js';
import type { TrialAgencyName } from './repository.js';
import { REMOVE_EXPIRED_TRIALS_CRON, removeExpiredTrials, removeExpiredTrialsJob } from './retention.js';
import { createTrialService } from './service.js';

/** The agency a request names: by its trial slug, else by its own host name. */
export function trialAgencyNamed(input: {
  slug?: string | undefined;
  host?: string | undefined;
}): TrialAgencyName {
  if (input.slug !== undefined) return { slug: input.slug };
  if (input.host !== undefined) return { host: input.host };
  throw AppError.invalid('slug', 'is required (or host)');
}

const detailsOf = (body: StartTrial) => ({
  userName: body.userName,
  businessName: body.businessName,
  email: body.email,
});

/** The free trial: visitors try the calendar with ten free posts, counted by the server. */
export function createTrialFeature(deps: TrialDeps) {
  const service = createTrialService(deps);
  const links = createTrialLinks(deps);
  const routes = [
    bind(trialRoutes.page, ({ query }) => service.page(trialAgencyNamed(query))),
    bind(trialRoutes.start, ({ body, request }) =>
      service.start(trialAgencyNamed(body), detailsOf(body), request.ip),
    ),
    bind(trialRoutes.sendLink, ({ body, request }) =>
      links.send(trialAgencyNamed(body), body.email, request.ip, request.log),
    ),
    bind(trialRoutes.openLink, ({ body, request }) => links.open(body.token, request.ip)),
    bind(trialRoutes.me, ({ principal }) => service.status(principal)),
    bind(trialRoutes.upgradeClicked, async ({ principal }) => {
      await service.upgradeClicked(principal);
      return { ok: true as const };
    }),
    bind(trialRoutes.deleteMe, async ({ principal }) => {
      await service.deleteOwn(principal);
      return { ok: true as const };
    }),
  ];

  /** Removes, every night, the trials kept longer than their agency keeps trial data. */
  async function startWorkers(): Promise<void> {
    await deps.jobs.schedule(removeExpiredTrialsJob, REMOVE_EXPIRED_TRIALS_CRON, {});
    await deps.jobs.work(removeExpiredTrialsJob, async () => {
      await removeExpiredTrials(deps);
    });
  }

  return { routes, service, startWorkers };
}

export type TrialFeature = ReturnType<typeof createTrialFeature>;
