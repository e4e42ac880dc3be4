import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { QueryStatus } from '../../ui/QueryStatus';
import { NewsCard } from './NewsCard';
import { NewsFeedSkeleton } from './NewsFeedSkeleton';
import { newsFeedQuery } from './queries';

interface Props {
  locationId: string;
  timeZone: string;
  agencyName: string;
}

/** The agency's news for this location: pinned first, then newest, more on request. */
export function NewsFeed({ locationId, timeZone, agencyName }: Props) {
  const feed = useInfiniteQuery(newsFeedQuery(locationId));
  const items = feed.data?.pages.flatMap((page) => page.items);
  // A later page that failed keeps the items already shown; Load more tries it again.
  const firstPageFailed = feed.isError && !feed.isFetchNextPageError;
  return (
    <section aria-labelledby="news-title">
      <Title order={2} size="h3" id="news-title" mb="sm">
        News
      </Title>
      {firstPageFailed ? (
        <QueryStatus query={feed} what="the news" />
      ) : !items ? (
        <NewsFeedSkeleton />
      ) : items.length === 0 ? (
        <Paper className="news-card" p="lg" withBorder>
          <Text c="inherit">{agencyName} has no news yet.</Text>
        </Paper>
      ) : (
        <Stack>
          {items.map((item) => (
            <NewsCard key={item.id} item={item} timeZone={timeZone} />
          ))}
          {feed.isFetchNextPageError && (
            <Alert color="red" role="alert">
              {errorMessage(feed.error)}
            </Alert>
          )}
          {feed.hasNextPage && (
            <Center>
              <Button
                variant="default"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </section>
  );
}
