import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { Invitation } from '../../../contract/team';
import { formatDay } from './dates';
import { roleLabel } from './roles';
import type { SentInvitation } from './sent-invitation';
import { useInvitationActions } from './useInvitationActions';

interface Props {
  invitations: Invitation[];
  onSent: (sent: SentInvitation) => void;
}

/**
 * The invitations not yet accepted. The server lists to each viewer only those they may resend or
 * revoke (all of them for an admin, their own for a User), so every row has both.
 */
export function InvitationsTable({ invitations, onSent }: Props) {
  const { resend, revoke, resendingId, revokingId, problem } = useInvitationActions(onSent);
  if (invitations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No pending invitations
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
      <Table.ScrollContainer minWidth={640}>
        <Table aria-labelledby="pending-invitations-title" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation._id}>
                <Table.Td>{invitation.userName}</Table.Td>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{roleLabel(invitation.role)}</Table.Td>
                <Table.Td>{formatDay(invitation.expiresAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Resend the invitation for ${invitation.email}`}
                      loading={resendingId === invitation._id}
                      onClick={() => resend(invitation)}
                    >
                      Resend
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Revoke the invitation for ${invitation.email}`}
                      loading={revokingId === invitation._id}
                      onClick={() => revoke(invitation)}
                    >
                      Revoke
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
