import { Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { MonthlySpend } from '../../../contract/dashboard';
import { formatCents } from '../../../contract/money';
import { spendChart } from './chart-data';
import { LazyChart } from './LazyChart';
import { AreaChart } from './lazy-charts';

export function SpendChart({ months }: { months: readonly MonthlySpend[] }) {
  const data = useMemo(() => spendChart(months), [months]);
  const spent = months.some((month) => month.cents > 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="spend-per-month">
      <Title order={3} size="h5" id="spend-per-month" mb="sm">
        Spend per month
      </Title>
      {spent ? (
        <LazyChart>
          <AreaChart
            h={240}
            data={data}
            dataKey="month"
            series={[{ name: 'spend', label: 'Spend', color: 'teal.6' }]}
            curveType="monotone"
            // Where twelve labels crowd (a phone), every other month, evenly, ending on this one.
            xAxisProps={{ minTickGap: 16, interval: 'equidistantPreserveEnd' }}
            valueFormatter={(dollars) => formatCents(Math.round(dollars * 100))}
          />
        </LazyChart>
      ) : (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          Nothing spent in the last twelve months.
        </Text>
      )}
    </Paper>
  );
}
