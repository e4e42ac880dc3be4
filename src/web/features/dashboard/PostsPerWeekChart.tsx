import { Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { WeeklyPosts } from '../../../contract/dashboard';
import { weeklyChart } from './chart-data';
import { LazyChart } from './LazyChart';
import { BarChart } from './lazy-charts';

/** One colour per platform, in the order the busiest come. */
const PLATFORM_COLOURS = ['blue.6', 'grape.6', 'teal.6', 'orange.6', 'pink.6', 'cyan.6', 'lime.7', 'gray.6'];

export function PostsPerWeekChart({
  rows,
  periodLabel,
}: {
  rows: readonly WeeklyPosts[];
  periodLabel: string;
}) {
  const chart = useMemo(() => weeklyChart(rows), [rows]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="posts-per-week">
      <Title order={3} size="h5" id="posts-per-week" mb="sm">
        Posts per week by platform
      </Title>
      {chart.data.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          No posts written {periodLabel.toLowerCase()}. Write one from an event below or from the calendar.
        </Text>
      ) : (
        <LazyChart>
          <BarChart
            h={240}
            data={chart.data}
            dataKey="week"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={chart.platforms.map((name, index) => ({
              name,
              color: PLATFORM_COLOURS[index % PLATFORM_COLOURS.length] ?? 'gray.6',
            }))}
            valueFormatter={(value) => `${value} ${value === 1 ? 'post' : 'posts'}`}
            // Posts are whole: the axis counts in whole numbers, without the unit the tooltip gives.
            yAxisProps={{ allowDecimals: false, tickFormatter: (value: number) => String(value) }}
            xAxisProps={{ minTickGap: 16, interval: 'equidistantPreserveEnd' }}
          />
        </LazyChart>
      )}
    </Paper>
  );
}
