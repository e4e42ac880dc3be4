import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useActiveLocation } from '../../session/useSession';
import { QueryStatus } from '../../ui/QueryStatus';
import { AddMemberModal } from './AddMemberModal';
import { EditMemberModal } from './EditMemberModal';
import { InvitationsTable } from './InvitationsTable';
import { MembersTable } from './MembersTable';
import { useInvite, useResendInvitation, useRevokeInvitation } from './mutations';
import { teamQuery } from './queries';
import { RemoveMemberModal } from './RemoveMemberModal';
import { SentLinkNotice } from './SentLinkNotice';
import { seatsLine } from './seats';
import { useTeamDialogs } from './useTeamDialogs';

/** Settings → Team: the members, the pending invitations, and inviting someone new. */
export function TeamTab() {
  const team = useQuery(teamQuery());
  const dialogs = useTeamDialogs();
  const seats = team.data ? seatsLine(team.data.seats) : null;
  const invitationMutations = { resending: useResendInvitation(), revoking: useRevokeInvitation() };
  const invite = useInvite();
  const active = useActiveLocation();
  return (
    <Stack>
      {dialogs.handLink && <SentLinkNotice {...dialogs.handLink} onClose={dialogs.hideLink} />}
      <Paper p="lg" withBorder aria-labelledby="team-members-title">
        <Stack>
          <Group justify="space-between">
            <div>
              <Title order={3} id="team-members-title">
                Team Members
              </Title>
              {seats && (
                <Text size="sm" c="dimmed">
                  {seats}
                </Text>
              )}
            </div>
            <Button leftSection={<IconUserPlus size={18} />} onClick={dialogs.openAdd} disabled={!team.data}>
              Add Team Member
            </Button>
          </Group>
          {team.data ? (
            <MembersTable members={team.data.members} onEdit={dialogs.edit} onRemove={dialogs.remove} />
          ) : (
            <QueryStatus query={team} what="the team" />
          )}
        </Stack>
      </Paper>
      {!team.isError && (
        <Paper p="lg" withBorder aria-labelledby="pending-invitations-title">
          <Stack>
            <Title order={3} id="pending-invitations-title">
              Pending invitations
            </Title>
            {team.data ? (
              <InvitationsTable
                invitations={team.data.invitations}
                mutations={invitationMutations}
                onSent={dialogs.sent}
                onRevoked={dialogs.revoked}
                labelledBy="pending-invitations-title"
                empty="No pending invitations."
              />
            ) : (
              <QueryStatus query={team} what="the invitations" />
            )}
          </Stack>
        </Paper>
      )}
      {team.data && (
        <AddMemberModal
          opened={dialogs.adding}
          target={{
            invite,
            locations: team.data.locations,
            startWith: active ? [active.id] : [],
          }}
          seats={team.data.seats}
          onClose={dialogs.closeAdd}
          onSent={dialogs.sent}
        />
      )}
      <EditMemberModal member={dialogs.editing} onClose={dialogs.closeEdit} />
      <RemoveMemberModal member={dialogs.removing} onClose={dialogs.closeRemove} />
    </Stack>
  );
}
