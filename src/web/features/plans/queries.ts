import { queryOptions, skipToken } from '@tanstack/react-query';
import { plansRoutes } from '../../../contract/agency';
import { api } from '../../api/client';

export const plansKeys = {
  all: ['plans'] as const,
  apps: (planId: string | null) => [...plansKeys.all, planId, 'apps'] as const,
};

/** The apps a location's plan opens; nothing to ask while the location has no plan. */
export function planAppsQuery(planId: string | null | undefined) {
  return queryOptions({
    queryKey: plansKeys.apps(planId ?? null),
    queryFn: planId ? ({ signal }) => api.call(plansRoutes.apps, { params: { planId }, signal }) : skipToken,
  });
}
