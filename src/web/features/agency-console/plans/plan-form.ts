import type { FormErrors } from '@mantine/form';
import type { AppName } from '../../../../contract/agency';
import { appNameSchema } from '../../../../contract/agency';
import { type ConsolePlan, type PlanInput, planInputSchema } from '../../../../contract/agency-console/plans';
import { fieldSentence } from '../../../api/field-sentence';
import { zodResolver } from '../../../ui/zod-resolver';
import { planTypeOf } from './labels';

/** The plan form's values: the user limit box may be empty while it is being typed. */
export type PlanFormValues = Omit<PlanInput, 'userLimit'> & { userLimit: number | '' };

export const PLAN_FIELDS: readonly (keyof PlanInput)[] = ['name', 'type', 'apps', 'userLimit'];

const knownApps = (apps: readonly string[]): AppName[] =>
  apps.flatMap((app) => {
    const known = appNameSchema.safeParse(app);
    return known.success ? [known.data] : [];
  });

/** A new plan starts free with the calendar for one user; an existing one as it is. */
export function planFormValuesOf(plan: ConsolePlan | null): PlanFormValues {
  if (!plan) return { name: '', type: 'free', apps: ['calendar'], userLimit: 1 };
  return {
    name: plan.name,
    type: planTypeOf(plan.type),
    apps: knownApps(plan.apps),
    userLimit: plan.userLimit,
  };
}

const checkInput = zodResolver(planInputSchema);

/** The contract's rules, and an empty user limit read as missing rather than as a number. */
export function planFormErrors({ userLimit, ...rest }: PlanFormValues): FormErrors {
  if (userLimit === '')
    return { ...checkInput({ ...rest, userLimit: 1 }), userLimit: fieldSentence('is required') };
  return checkInput({ ...rest, userLimit });
}

/** The values as the server takes them; only called once the form has passed its checks. */
export const planInputOf = ({ userLimit, ...rest }: PlanFormValues): PlanInput => ({
  ...rest,
  userLimit: userLimit === '' ? 0 : userLimit,
});
