import { z } from 'zod';
import { locationIdSchema } from '../../../contract/ids.js';
import { withTransaction } from '../../db/transaction.js';
import { defineJob } from '../../infra/jobs.js';
import type { LocationScope } from '../../platform/scope.js';
import { needsRecharge } from '../balance/auto-recharge.js';
import { pricingOf } from '../balance/pricing-repository.js';
import { findBalance } from '../balance/repository.js';
import { type CardPaymentsAccount, cardPaymentsOf } from './agency-account.js';
import { findPrimaryCard } from './cards-repository.js';
import { chargeCard } from './charge.js';
import { customerFor } from './customers.js';
import type { BillingDeps } from './deps.js';
import {
  findStartingRecharge,
  insertPayment,
  type PaymentRecord,
  rechargedThisMonth,
} from './payments-repository.js';
import { noCardToCharge, overMonthlyCap, type RechargeStop, tellRechargeStopped } from './recharge-stop.js';
import { settle, stopAutoRecharge } from './settlement.js';

/**
 * One auto-recharge of a location. `stately` with the location as key: at most one runs and one waits
 * per location, so a burst of debits under the threshold queues one job, not one each.
 */
export const autoRechargeJob = defineJob({
  name: 'billing-auto-recharge',
  data: z.object({ locationId: locationIdSchema }),
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

const AUTO_RECHARGE_ACTOR = { id: null, label: 'Auto-recharge' };

type RechargeDeps = Pick<
  BillingDeps,
  'db' | 'secretBox' | 'stripe' | 'jobs' | 'mailer' | 'systemScopes' | 'publicUrl'
>;

/**
 * Auto-recharge charges the primary card off-session when a debit took the balance under the
 * location's threshold. The job checks everything again when it runs; the payment row is written
 * before Stripe is asked, and a unique index lets only one auto-recharge of a location be in flight.
 */
export function createAutoRecharge(deps: RechargeDeps) {
  const { db } = deps;

  /** Turns auto-recharge off with the reason; the client reads it on the Balance tab. */
  const stop = (scope: LocationScope, reason: RechargeStop) =>
    withTransaction(db, (tx) => stopAutoRecharge(tx, scope, reason));

  async function charge(scope: LocationScope, account: CardPaymentsAccount, payment: PaymentRecord) {
    const card = await findPrimaryCard(db, scope, account);
    const outcome = card
      ? await chargeCard({
          scope,
          account,
          payment,
          customerId: await customerFor(db, scope, account),
          paymentMethodId: card.paymentMethodId,
          offSession: true,
        })
      : {
          refusal: {
            authenticationRequired: false,
            message: 'There is no card to charge.',
            paymentIntentId: null,
          },
        };
    const settled = await withTransaction(db, (tx) =>
      settle(tx, scope, payment, outcome, AUTO_RECHARGE_ACTOR),
    );
    if (settled.rechargeStopped) await tellRechargeStopped(deps, scope, settled.rechargeStopped);
  }

  async function recharge(locationId: string): Promise<void> {
    const scope = await deps.systemScopes.location(locationId);
    if (!scope) return;
    const account = await cardPaymentsOf(deps, scope);
    if (!account) return;

    // A run that died after writing its payment: asking Stripe again with the same key is safe.
    const inFlight = await findStartingRecharge(db, scope);
    if (inFlight) {
      if (inFlight.status === 'starting' && inFlight.stripeAccountId === account.accountId) {
        await charge(scope, account, inFlight);
      }
      return;
    }

    const balance = await findBalance(db, scope);
    const cents = balance.autoRecharge.cents;
    if (!needsRecharge(balance) || cents === null) return;
    if (!(await findPrimaryCard(db, scope, account))) {
      await stop(scope, noCardToCharge());
      return;
    }
    const { monthlyRechargeCapCents: cap } = await pricingOf(db, scope.agencyId);
    if (cap !== null && (await rechargedThisMonth(db, scope)) + cents > cap) {
      await stop(scope, overMonthlyCap(cap));
      return;
    }
    const payment = await insertPayment(db, scope, {
      purpose: 'auto-recharge',
      cents,
      stripeAccountId: account.accountId,
      actorId: null,
    });
    // Undefined: another auto-recharge of the location is in flight, and it is enough.
    if (payment) await charge(scope, account, payment);
  }

  /** Queues an auto-recharge of the location; a burst of calls queues one. */
  async function lowBalance(scope: LocationScope): Promise<void> {
    await deps.jobs.send(
      autoRechargeJob,
      { locationId: scope.locationId },
      { singletonKey: scope.locationId },
    );
  }

  async function startWorkers(): Promise<void> {
    await deps.jobs.work(autoRechargeJob, (data) => recharge(data.locationId));
  }

  return { lowBalance, startWorkers };
}
