import { Alert, Table, Text } from '@mantine/core';
import type { Invitation } from '../../../contract/team';
import { PHONE_TABLE_WIDTH } from '../../ui/table-width';
import { formatDay } from './dates';
import { InvitationRowActions } from './InvitationRowActions';
import { locationNames } from './location-names';
import { useResendInvitation, useRevokeInvitation } from './mutations';
import { roleLabel } from './roles';
import type { SentInvitation } from './sent-invitation';
import { useInvitationActions } from './useInvitationActions';

interface Props {
  invitations: Invitation[];
  onSent: (sent: SentInvitation) => void;
}

/**
 * The invitations not yet accepted. The server lists to each viewer only those they may resend or
 * revoke (all of them for an admin, their own for a User), so every row has both. Under the name, the
 * locations the invitation gives; on a phone the e-mail, role and expiry too, so Resend and Revoke stay in view.
 */
export function InvitationsTable({ invitations, onSent }: Props) {
  const mutations = { resending: useResendInvitation(), revoking: useRevokeInvitation() };
  const actions = useInvitationActions(mutations, onSent);
  const { problem } = actions;
  if (invitations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No pending invitations.
      </Text>
    );
  }
  return (
    <>
      {problem && (
        <Alert color="red" role="alert" mb="sm">
          {problem}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
        <Table aria-labelledby="pending-invitations-title" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom="sm">Email</Table.Th>
              <Table.Th visibleFrom="sm">Role</Table.Th>
              <Table.Th visibleFrom="sm">Expires</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation._id}>
                <Table.Td>
                  {invitation.userName}
                  <Text size="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {roleLabel(invitation.role)} · expires {formatDay(invitation.expiresAt)}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {locationNames(invitation.role, invitation.locations)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{invitation.email}</Table.Td>
                <Table.Td visibleFrom="sm">{roleLabel(invitation.role)}</Table.Td>
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
