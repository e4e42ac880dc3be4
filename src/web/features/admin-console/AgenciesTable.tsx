import { Badge, Box, Table, Text } from '@mantine/core';
import type { AdminAgency } from '../../../contract/admin-console';
import { RowAction, RowActions } from '../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../ui/table-width';
import { formatDay } from '../team/dates';

interface Props {
  agencies: AdminAgency[];
  onOpen: (agency: AdminAgency) => void;
  onSuspend: (agency: AdminAgency) => void;
  onResume: (agency: AdminAgency) => void;
  openingId: string | undefined;
  resumingId: string | undefined;
}

function StatusBadge({ suspended }: { suspended: boolean }) {
  return (
    // The label never shortens to "SUSPEND…": the cell grows to hold it.
    <Badge
      color={suspended ? 'red' : 'green'}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {suspended ? 'Suspended' : 'Active'}
    </Badge>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Every agency with its domain, status, counts and creation day. Below the medium breakpoint the
 * domain and counts are written under the name, and on a phone its status too, so Open console and
 * Suspend stay on screen.
 */
export function AgenciesTable({ agencies, onOpen, onSuspend, onResume, openingId, resumingId }: Props) {
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="agencies-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="md">Domain</Table.Th>
            <Table.Th visibleFrom="sm">Status</Table.Th>
            <Table.Th visibleFrom="md">Locations</Table.Th>
            <Table.Th visibleFrom="md">Users</Table.Th>
            <Table.Th visibleFrom="md">Posts this month</Table.Th>
            <Table.Th visibleFrom="md">Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agencies.map((agency) => (
            <Table.Tr key={agency.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {agency.name}
                </Text>
                <Box hiddenFrom="sm">
                  <StatusBadge suspended={agency.suspended} />
                </Box>
                <Text size="xs" c="dimmed" hiddenFrom="md" style={{ overflowWrap: 'break-word' }}>
                  {[
                    agency.domain,
                    plural(agency.counts.locations, 'location'),
                    plural(agency.counts.users, 'user'),
                    `${plural(agency.counts.postsThisMonth, 'post')} this month`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                {agency.domain ?? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <StatusBadge suspended={agency.suspended} />
              </Table.Td>
              <Table.Td visibleFrom="md">{agency.counts.locations}</Table.Td>
              <Table.Td visibleFrom="md">{agency.counts.users}</Table.Td>
              <Table.Td visibleFrom="md">{agency.counts.postsThisMonth}</Table.Td>
              <Table.Td visibleFrom="md">{formatDay(agency.createdAt)}</Table.Td>
              <Table.Td>
                <RowActions>
                  <RowAction
                    label={`Open the console of ${agency.name}`}
                    loading={openingId === agency.id}
                    onClick={() => onOpen(agency)}
                  >
                    Open console
                  </RowAction>
                  {agency.suspended ? (
                    <RowAction
                      label={`Resume ${agency.name}`}
                      loading={resumingId === agency.id}
                      onClick={() => onResume(agency)}
                    >
                      Resume
                    </RowAction>
                  ) : (
                    <RowAction label={`Suspend ${agency.name}`} destructive onClick={() => onSuspend(agency)}>
                      Suspend
                    </RowAction>
                  )}
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
