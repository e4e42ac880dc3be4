import { Badge, Table, Text } from '@mantine/core';
import type { TrialLead } from '../../../../contract/agency-console/trial';
import { formatWhen } from '../when';

/** The visitors who tried the product, for the agency to follow up. */
export function LeadsTable({ leads }: { leads: readonly TrialLead[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Trial visitors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Business</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Posts used</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th>Asked to upgrade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>{lead.userName}</Table.Td>
              <Table.Td>{lead.businessName}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {lead.email}
                </Text>
              </Table.Td>
              <Table.Td>{formatWhen(lead.startedAt)}</Table.Td>
              <Table.Td>{lead.postsUsed}</Table.Td>
              <Table.Td>{formatWhen(lead.lastSeenAt)}</Table.Td>
              <Table.Td>
                {lead.askedToUpgradeAt ? (
                  <Badge color="green" variant="light" title={formatWhen(lead.askedToUpgradeAt)}>
                    Yes
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not yet
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
