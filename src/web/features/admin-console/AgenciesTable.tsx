import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AdminAgency } from '../../../contract/admin-console';
import { formatDay } from '../team/dates';

interface Props {
  agencies: AdminAgency[];
  onOpen: (agency: AdminAgency) => void;
  onSuspend: (agency: AdminAgency) => void;
  onResume: (agency: AdminAgency) => void;
  openingId: string | undefined;
  resumingId: string | undefined;
}

export function AgenciesTable({ agencies, onOpen, onSuspend, onResume, openingId, resumingId }: Props) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-labelledby="agencies-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Locations</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th>Posts this month</Table.Th>
            <Table.Th>Created</Table.Th>
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
              </Table.Td>
              <Table.Td>
                {agency.domain ?? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {agency.suspended ? (
                  <Badge color="red" variant="light">
                    Suspended
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Active
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{agency.counts.locations}</Table.Td>
              <Table.Td>{agency.counts.users}</Table.Td>
              <Table.Td>{agency.counts.postsThisMonth}</Table.Td>
              <Table.Td>{formatDay(agency.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Open the console of ${agency.name}`}
                    loading={openingId === agency.id}
                    onClick={() => onOpen(agency)}
                  >
                    Open console
                  </Button>
                  {agency.suspended ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Resume ${agency.name}`}
                      loading={resumingId === agency.id}
                      onClick={() => onResume(agency)}
                    >
                      Resume
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Suspend ${agency.name}`}
                      onClick={() => onSuspend(agency)}
                    >
                      Suspend
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
