import type { StartedTrial, TrialPage, TrialStatus } from '../../../contract/trial.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import { AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import { deleteTrial } from './delete-trial.js';
import type { TrialDeps } from './deps.js';
import { presentTrialPage, presentTrialStatus } from './presenter.js';
import {
  createTrial,
  findTrialAgency,
  findVisitorByEmail,
  findVisitorOfUser,
  lockVisitorEmail,
  recordUpgradeClicked,
  type TrialAgencyName,
  touchVisitor,
  trialHome,
  type VisitorDetails,
} from './repository.js';

const DAY_MS = 86_400_000;
/** New trials one network address may start in a day: enough for a household or an office, not a farm. */
const SIGN_UPS_PER_DAY = 5;
/** Reading the count marks the visitor seen at most this often. */
const SEEN_INTERVAL_MS = 60 * 60_000;

const noTrialHere = () => AppError.notFound('Free trial');
/** Where a link to the trial can be e-mailed, the visitor is told they may ask for one. */
const trialExists = (linksByEmail: boolean) =>
  AppError.of(
    'trial_exists',
    linksByEmail
      ? 'This e-mail already has a free trial here. Continue it in the browser you started it in, or have a link to it sent to this e-mail; or start one with another e-mail.'
      : 'This e-mail already has a free trial here. Open this page in the browser you started it in to continue it, or start one with another e-mail.',
  );

export function createTrialService(deps: TrialDeps) {
  const { db, clock } = deps;
  // Counted in the database, so the limit holds however many instances serve the sign-ups.
  const signUps = new AttemptLimiter(db, DAY_MS, clock);

  async function agencyOf(named: TrialAgencyName) {
    const agency = await findTrialAgency(db, named);
    if (!agency) throw noTrialHere();
    return agency;
  }

  async function trialOf(principal: Principal) {
    const found = await findVisitorOfUser(db, principal.userId);
    if (!found) throw noTrialHere();
    return found;
  }

  return {
    async page(named: TrialAgencyName): Promise<TrialPage> {
      return presentTrialPage(await agencyOf(named), deps.linkDelivery !== 'none');
    },

    /**
     * Starts a trial. An e-mail that already has one at the agency is refused: typing an address proves
     * nothing, and opening its trial would show a stranger that business's posts and let them rename it
     * or delete it. The visitor comes back from the browser that started it, whose session holds the
     * trial. Refusals count against the address like sign-ups, so trials cannot be looked up by e-mail
     * in bulk.
     */
    async start(named: TrialAgencyName, details: VisitorDetails, address: string): Promise<StartedTrial> {
      const agency = await agencyOf(named);
      await signUps.take(
        [{ key: `trial-sign-up:address:${networkOf(address)}`, limit: SIGN_UPS_PER_DAY }],
        'Too many free trials were started from your network today.',
      );
      const home = await trialHome(db, agency.id);
      const now = clock();
      const { visitor, user } = await withTransaction(db, async (tx) => {
        await lockVisitorEmail(tx, agency.id, details.email);
        if (await findVisitorByEmail(tx, agency.id, details.email))
          throw trialExists(deps.linkDelivery !== 'none');
        return createTrial(tx, agency.id, home, details, now);
      });
      const session = await deps.auth.startSession(user, 'trial');
      return { ...session, trial: presentTrialStatus(visitor, agency) };
    },

    async status(principal: Principal): Promise<TrialStatus> {
      const { visitor, agency } = await trialOf(principal);
      await touchVisitor(db, visitor, clock(), SEEN_INTERVAL_MS);
      return presentTrialStatus(visitor, agency);
    },

    async upgradeClicked(principal: Principal): Promise<void> {
      const { visitor } = await trialOf(principal);
      await recordUpgradeClicked(db, visitor, clock());
    },

    /** The visitor deletes their own trial; their session ends with it. */
    async deleteOwn(principal: Principal): Promise<void> {
      const { visitor } = await trialOf(principal);
      await deleteTrial(deps, visitor);
    },

    /**
     * The free posts a visitor has used, asked for by e-mail (the earlier trial's call). Only the
     * caller's own trial answers: any other e-mail, even of a trial of the same agency, is not found,
     * so nobody learns whether someone else tried the product.
     */
    async usesOf(principal: Principal, email: string): Promise<number> {
      const { visitor, agency } = await trialOf(principal);
      if (visitor.email !== email) throw noTrialHere();
      return presentTrialStatus(visitor, agency).used;
    },
  };
}

export type TrialService = ReturnType<typeof createTrialService>;
