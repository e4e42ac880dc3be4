import { formatCents } from '../../../contract/money.js';
import type { Database } from '../../db/open.js';
import { brandedMail } from '../../infra/branded-mail.js';
import type { Mail, Mailer } from '../../infra/mailer.js';
import type { LocationScope } from '../../platform/scope.js';
import { type AgencyRecord, findAgency } from '../agencies/repository.js';

/** Why auto-recharge turned itself off, in one sentence; what to do next is said where it is shown. */
export interface RechargeStop {
  what: string;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function refusedRecharge(
  cents: number,
  failure: { authenticationRequired: boolean; message: string },
): RechargeStop {
  return {
    what: failure.authenticationRequired
      ? `Your bank asked to confirm the payment of ${formatCents(cents)}, which can't be done automatically.`
      : `The auto-recharge of ${formatCents(cents)} did not go through: ${sentence(failure.message)}`,
  };
}

export const overMonthlyCap = (capCents: number): RechargeStop => ({
  what: `Auto-recharge stopped because this month's recharges would go over the ${formatCents(capCents)} your agency allows in a month.`,
});

export const noCardToCharge = (): RechargeStop => ({
  what: 'Auto-recharge stopped because there is no card to charge.',
});

/** As the Balance tab shows it, beside its Add Balance button. */
export const onBalanceTab = (stop: RechargeStop) => `${stop.what} Pay once on this page to go on.`;

/** Where the e-mail's button leads: the settings page's Balance tab. */
const BALANCE_PAGE = '/app/settings?tab=balance';

/** The client's e-mail when auto-recharge turned itself off, from the agency by name and in its colours. */
export function rechargeStoppedMail(
  scope: LocationScope,
  agency: Pick<AgencyRecord, 'name' | 'customisation'>,
  stop: RechargeStop,
  publicUrl: string,
): Mail | null {
  const { email, firstName, businessName } = scope.location;
  if (!email) return null;
  return brandedMail({
    to: email,
    brand: agency,
    subject: `Auto-recharge is off for ${businessName}`,
    paragraphs: [
      `Hello ${firstName || businessName},`,
      stop.what,
      'Auto-recharge is off until you pay once on your Balance page. Until then, AI actions stop when the balance runs out.',
    ],
    action: { label: 'Open my balance', url: `${publicUrl}${BALANCE_PAGE}` },
    footer: `You get this e-mail because auto-recharge was on for ${businessName}.`,
  });
}

/** E-mails the client that auto-recharge turned itself off; a location without an e-mail is not told. */
export async function tellRechargeStopped(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  scope: LocationScope,
  stop: RechargeStop,
): Promise<void> {
  const agency = await findAgency(deps.db, scope);
  const mail = agency ? rechargeStoppedMail(scope, agency, stop, deps.publicUrl) : null;
  if (mail) await deps.mailer.send(mail);
}
