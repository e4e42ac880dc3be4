import { Paper, Skeleton, Stack } from '@mantine/core';

/** Two cards' worth of grey lines while the feed loads, so the calendar below does not jump. */
export function NewsFeedSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Loading news">
      {[0, 1].map((card) => (
        <Paper key={card} className="news-card" p="lg" withBorder>
          <Skeleton height={18} width={120} radius="xl" mb="sm" />
          <Skeleton height={24} width="60%" mb="xs" />
          <Skeleton height={12} width={200} mb="md" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="85%" />
        </Paper>
      ))}
    </Stack>
  );
}
