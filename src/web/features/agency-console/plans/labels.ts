import type { AppName } from '../../../../contract/agency';
import { PLAN_TYPES } from '../../../../contract/agency-console/plans';

export type PlanType = (typeof PLAN_TYPES)[number];

/** The apps a plan can open, in the order the form offers them, by the names the app menu shows. */
export const APP_LABELS: Record<AppName, string> = { calendar: 'Social Calendar', social: 'Chat App' };

export const PLAN_TYPE_LABELS: Record<PlanType, string> = { free: 'Free', paid: 'Paid' };

const isKey = <K extends string>(labels: Record<K, string>, key: string): key is K => key in labels;

/** An app as a plan lists it; an app this screen does not know is shown by its own name. */
export const appLabel = (app: string) => (isKey(APP_LABELS, app) ? APP_LABELS[app] : app);

export const planTypeLabel = (type: string) =>
  isKey(PLAN_TYPE_LABELS, type) ? PLAN_TYPE_LABELS[type] : type;

export const planTypeOf = (type: string): PlanType => PLAN_TYPES.find((known) => known === type) ?? 'free';

/**
 * The apps a plan opens for its locations: a free plan's own; any other plan's are those of the agency's plan,
 * which the list shows as such ("inherited"), as the server resolves them.
 */
export function appsOpenedBy(
  plan: { type: string; apps: string[]; active: boolean },
  agencyPlan: { apps: string[] } | undefined,
): { apps: string[]; inherited: boolean } {
  if (plan.type === 'free' || plan.active) return { apps: plan.apps, inherited: false };
  return { apps: agencyPlan?.apps ?? [], inherited: true };
}
