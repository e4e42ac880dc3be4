import { Badge, Group, Image, Table, Text } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import type { ConsoleNewsSummary } from '../../../../contract/agency-console/news';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../../ui/table-width';
import { formatWhen } from '../when';
import { audienceText, STATUS_LABELS } from './labels';

interface Props {
  items: ConsoleNewsSummary[];
  planNames: ReadonlyMap<string, string>;
  locationNames: ReadonlyMap<string, string>;
  onEdit: (item: ConsoleNewsSummary) => void;
  onDelete: (item: ConsoleNewsSummary) => void;
}

/**
 * The agency's news with status, pin, audience and when each was written. Below the medium breakpoint
 * the status, audience and day are written under the title, so Edit and Delete stay on screen on a phone.
 */
export function NewsTable({ items, planNames, locationNames, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="news-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th visibleFrom="md">Status</Table.Th>
            <Table.Th visibleFrom="md">Pinned</Table.Th>
            <Table.Th visibleFrom="md">Audience</Table.Th>
            <Table.Th visibleFrom="md">Written</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {item.pictureUrl && (
                    <Image src={item.pictureUrl} alt="" w={40} h={40} fit="cover" radius="sm" />
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} lineClamp={2} className="wrap-anywhere">
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="md">
                      {[
                        STATUS_LABELS[item.status],
                        item.pinned && 'Pinned',
                        audienceText(item, planNames, locationNames),
                        formatWhen(item.createdAt),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="md">
                {/* A badge lets its column shrink below its word and cuts it: it keeps its whole width instead. */}
                <Badge
                  variant="light"
                  color={item.status === 'published' ? 'green' : 'gray'}
                  miw="max-content"
                >
                  {STATUS_LABELS[item.status]}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="md">
                {item.pinned ? (
                  <Group gap={4} wrap="nowrap">
                    <IconPinFilled size={16} aria-hidden />
                    <Text size="sm">Pinned</Text>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    No
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{audienceText(item, planNames, locationNames)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{formatWhen(item.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <RowActions>
                  <RowAction label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
                    Edit
                  </RowAction>
                  <RowAction label={`Delete ${item.title}`} destructive onClick={() => onDelete(item)}>
                    Delete
                  </RowAction>
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
