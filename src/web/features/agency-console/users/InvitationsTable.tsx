import { Alert, Table, Text } from '@mantine/core';
import type { Invitation } from '../../../../contract/team';
import { PHONE_TABLE_WIDTH } from '../../../ui/table-width';
import { formatDay } from '../../team/dates';
import { InvitationRowActions } from '../../team/InvitationRowActions';
import { locationNames } from '../../team/location-names';
import { roleLabel } from '../../team/roles';
import type { SentInvitation } from '../../team/sent-invitation';
import { useInvitationActions } from '../../team/useInvitationActions';
import { useConsoleResendInvitation, useConsoleRevokeInvitation } from './mutations';

interface Props {
  agencyId: string;
  invitations: Invitation[];
  onSent: (sent: SentInvitation) => void;
}

/**
 * The invitations not yet accepted, with when each stops working, and Resend and Revoke: the operator reaches an
 * agency's team only here. On a phone, the details under the name.
 */
export function InvitationsTable({ agencyId, invitations, onSent }: Props) {
  const mutations = {
    resending: useConsoleResendInvitation(agencyId),
    revoking: useConsoleRevokeInvitation(agencyId),
  };
  const actions = useInvitationActions(mutations, onSent);
  const { problem } = actions;
  return (
    <>
      {problem && (
        <Alert color="red" role="alert" mb="sm">
          {problem}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
        <Table aria-labelledby="console-invitations-title" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom="sm">Email</Table.Th>
              <Table.Th visibleFrom="sm">Role</Table.Th>
              <Table.Th>Locations</Table.Th>
              <Table.Th visibleFrom="sm">Expires</Table.Th>
              <Table.Th>Actions</Table.Th>
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
                <Table.Td>
                  <InvitationRowActions invitation={invitation} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
