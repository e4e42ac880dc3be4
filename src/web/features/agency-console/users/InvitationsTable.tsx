import { Table } from '@mantine/core';
import type { Invitation } from '../../../../contract/team';
import { formatDay } from '../../team/dates';
import { roleLabel } from '../../team/roles';
import { locationNames } from './location-names';

/** The invitations not yet accepted, with when each stops working. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-labelledby="console-invitations-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Locations</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation._id}>
              <Table.Td>{invitation.userName}</Table.Td>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{roleLabel(invitation.role)}</Table.Td>
              <Table.Td>{locationNames(invitation.role, invitation.locations)}</Table.Td>
              <Table.Td>{formatDay(invitation.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
