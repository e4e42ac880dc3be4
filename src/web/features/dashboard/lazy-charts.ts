import { lazy } from 'react';

/**
 * The chart library is most of the dashboard's code, and a business with no posts or spend yet has
 * nothing to draw: it is loaded when a chart has data, so the figures show without waiting for it.
 */
export const AreaChart = lazy(() =>
  import('@mantine/charts').then((charts) => ({ default: charts.AreaChart })),
);
export const BarChart = lazy(() =>
  import('@mantine/charts').then((charts) => ({ default: charts.BarChart })),
);
