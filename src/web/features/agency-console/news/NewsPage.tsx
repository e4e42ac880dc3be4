import { Button, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { NEWS_LIST_STATUSES } from '../../../../contract/agency-console/news';
import { QueryStatus } from '../../../ui/QueryStatus';
import { SearchField } from '../../../ui/SearchField';
import { DeleteNewsDialog } from './DeleteNewsDialog';
import { NewsEditorModal } from './NewsEditorModal';
import { NewsTable } from './NewsTable';
import { useNewsPage } from './useNewsPage';

const STATUS_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

const statusOf = (value: string) => NEWS_LIST_STATUSES.find((status) => status === value) ?? 'all';

/** The agency's news: what its clients read first on their Home, written and published here. */
export function NewsPage() {
  const page = useNewsPage();
  const data = page.list.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const filtered = page.searched !== '' || page.status !== 'all';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} id="news-title">
          News
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={page.openNew}>
          New item
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Published news shows first on the Home page of the locations it is for, pinned items at the top.
      </Text>
      <Group align="flex-end">
        <SearchField
          label="Search news"
          placeholder="Part of a title"
          value={page.search}
          onChange={page.setSearch}
          flex={1}
          miw={220}
        />
        <SegmentedControl
          aria-label="Which items"
          data={STATUS_CHOICES}
          value={page.status}
          onChange={(value) => page.setStatus(statusOf(value))}
        />
      </Group>
      <Paper p="lg" withBorder>
        {!data || page.list.isError ? (
          <QueryStatus query={page.list} what="the news" />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">
            {filtered
              ? 'No news item matches. Try another search or show all items.'
              : 'No news yet. Write the first item: your clients see it at the top of their Home page.'}
          </Text>
        ) : (
          <Stack>
            <NewsTable
              items={data.items}
              planNames={page.planNames}
              locationNames={page.locationNames}
              onEdit={page.edit}
              onDelete={page.askDelete}
            />
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page.page} onChange={page.setPage} aria-label="News pages" />
              </Group>
            )}
          </Stack>
        )}
      </Paper>
      <NewsEditorModal agencyId={page.agencyId} editing={page.editing} onClose={page.closeEditor} />
      {page.deleting && (
        <DeleteNewsDialog
          key={page.deleting.id}
          agencyId={page.agencyId}
          item={page.deleting}
          onClose={page.closeDelete}
        />
      )}
    </Stack>
  );
}
