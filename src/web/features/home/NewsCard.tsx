import { Group, Paper, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import type { NewsFeedItem } from '../../../contract/news';
import { newsDateTime } from './news-date';
import { safeNewsHtml } from './news-html';

interface Props {
  item: NewsFeedItem;
  /** The location's time zone, which the date is written in. */
  timeZone: string;
}

/** One news item in the agency's news colours: its tag, title, picture, date and description. */
export function NewsCard({ item, timeZone }: Props) {
  const titleId = `news-${item.id}-title`;
  return (
    <Paper component="article" className="news-card" p="lg" withBorder aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <span className="news-card__tag">{item.agency.name}</span>
        {item.pinned && (
          <Group gap={4} className="news-card__pin" wrap="nowrap">
            <IconPinFilled size={16} aria-hidden />
            <Text size="xs" fw={600} c="inherit">
              Pinned
            </Text>
          </Group>
        )}
      </Group>
      <Title order={3} id={titleId} c="inherit">
        {item.title}
      </Title>
      <Text size="sm" c="inherit" className="news-card__date" mb="sm">
        <time dateTime={item.createdAt}>{newsDateTime(item.createdAt, timeZone)}</time>
      </Text>
      {item.pictureUrl && <img src={item.pictureUrl} alt={item.title} className="news-card__picture" />}
      <TypographyStylesProvider className="news-card__body">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from an allowlist and sanitised on the server, and by DOMPurify here */}
        <div dangerouslySetInnerHTML={{ __html: safeNewsHtml(item.html) }} />
      </TypographyStylesProvider>
    </Paper>
  );
}
