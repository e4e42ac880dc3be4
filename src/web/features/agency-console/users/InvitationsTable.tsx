import { Table, Text } from '@mantine/core';
import type { Invitation } from '../../../../contract/team';
import { formatDay } from '../../team/dates';
import { locationNames } from '../../team/location-names';
import { roleLabel } from '../../team/roles';

/** The invitations not yet accepted, with when each stops working; on a phone, the details under the name. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-labelledby="console-invitations-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Email</Table.Th>
            <Table.Th visibleFrom="sm">Role</Table.Th>
            <Table.Th>Locations</Table.Th>
            <Table.Th visibleFrom="sm">Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation._id}>
              <Table.Td>
                <Text size="sm">{invitation.userName}</Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email} · {roleLabel(invitation.role)} · expires{' '}
                  {formatDay(invitation.expiresAt)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{invitation.email}</Table.Td>
              <Table.Td visibleFrom="sm">{roleLabel(invitation.role)}</Table.Td>
              <Table.Td>{locationNames(invitation.role, invitation.locations)}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDay(invitation.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
