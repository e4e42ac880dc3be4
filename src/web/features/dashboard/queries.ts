import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DashboardPeriod, type DashboardSubject, dashboardRoutes } from '../../../contract/dashboard';
import { api } from '../../api/client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  of: (locationId: string, period: DashboardPeriod, of: DashboardSubject) =>
    [...dashboardKeys.all, locationId, period, of] as const,
};

/** The dashboard's figures and charts; while another period loads, the last one stays on screen. */
export function dashboardQuery(locationId: string, period: DashboardPeriod, of: DashboardSubject) {
  return queryOptions({
    queryKey: dashboardKeys.of(locationId, period, of),
    queryFn: ({ signal }) =>
      api.call(dashboardRoutes.dashboard, { params: { locationId }, query: { period, of }, signal }),
    placeholderData: keepPreviousData,
  });
}
