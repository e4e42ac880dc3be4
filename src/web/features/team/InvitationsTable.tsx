import { Alert, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Invitation } from '../../../contract/team';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PHONE_TABLE_WIDTH } from '../../ui/table-width';
import { formatDay } from './dates';
import { InvitationRowActions } from './InvitationRowActions';
import { locationNames } from './location-names';
import { roleLabel } from './roles';
import type { SentInvitation } from './sent-invitation';
import { type InvitationMutations, useInvitationActions } from './useInvitationActions';

interface Props {
  invitations: Invitation[];
  /** The team's own calls, or those of the agency whose console is open. */
  mutations: InvitationMutations;
  onSent: (sent: SentInvitation) => void;
  /** Told of an invitation revoked, whose link shown to pass on no longer works. */
  onRevoked: (invitation: Invitation) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** What is said when there are none. */
  empty: string;
}

/**
 * The invitations not yet accepted, with Resend and Revoke on every row: the server lists to each viewer only
 * those they may act on (all of them for an admin or the operator, their own for a User). Under the name, the
 * locations the invitation gives; on a phone the e-mail, role and expiry too, so Resend and Revoke stay in view.
 * Revoke asks first: a link the person may have already stops working, and only a new invitation gives another.
 */
export function InvitationsTable({ invitations, mutations, onSent, onRevoked, labelledBy, empty }: Props) {
  const actions = useInvitationActions(mutations, onSent, onRevoked);
  const { problem } = actions;
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  if (invitations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
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
        <Table aria-labelledby={labelledBy} verticalSpacing="sm" highlightOnHover>
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
                  <Text size="xs" c="dimmed">
                    {locationNames(invitation.role, invitation.locations)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{invitation.email}</Table.Td>
                <Table.Td visibleFrom="sm">{roleLabel(invitation.role)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatDay(invitation.expiresAt)}</Table.Td>
                <Table.Td>
                  <InvitationRowActions invitation={invitation} actions={actions} onRevoke={setRevoking} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        danger
        pending={false}
        problem={null}
        onConfirm={() => {
          if (revoking) actions.revoke(revoking);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      >
        The link sent to {revoking?.email} stops working. {revoking?.userName} can be invited again later.
      </ConfirmDialog>
    </>
  );
}
