import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryStatus } from '../../../ui/QueryStatus';
import { SearchField } from '../../../ui/SearchField';
import { useTypedSearch } from '../../../ui/useTypedSearch';
import { AddMemberModal } from '../../team/AddMemberModal';
import { InvitationsTable } from '../../team/InvitationsTable';
import { SentLinkNotice } from '../../team/SentLinkNotice';
import type { SentInvitation } from '../../team/sent-invitation';
import { useConsoleAgencyId } from '../agency-id';
import { useViewingAnotherAgency } from '../console-path';
import { MembersTable } from './MembersTable';
import { useConsoleInvite, useConsoleResendInvitation, useConsoleRevokeInvitation } from './mutations';
import { consoleUsersQuery } from './queries';
import { TeamSettingsHint } from './TeamSettingsHint';

/** Everyone in the agency across its locations, and who is invited but has not joined yet. */
export function UsersPage() {
  const agencyId = useConsoleAgencyId();
  const another = useViewingAnotherAgency();
  const { typed: search, setTyped: setSearch, searched } = useTypedSearch();
  const users = useQuery(consoleUsersQuery(agencyId, searched));
  const team = users.isError ? undefined : users.data;
  // Where the server sends no e-mail, a resent invitation's new link is shown to pass on.
  const [handLink, setHandLink] = useState<{ invitation: SentInvitation['invitation']; link: string } | null>(
    null,
  );
  const showLink = ({ invitation, link }: SentInvitation) => setHandLink(link ? { invitation, link } : null);
  const invite = useConsoleInvite(agencyId);
  const [inviting, setInviting] = useState(false);
  const invitationMutations = {
    resending: useConsoleResendInvitation(agencyId),
    revoking: useConsoleRevokeInvitation(agencyId),
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Users</Title>
        {another && team && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            Invite someone
          </Button>
        )}
      </Group>
      {another && team && (
        <AddMemberModal
          opened={inviting}
          target={{ invite, locations: team.locations, startWith: [] }}
          seats={team.seats}
          onClose={() => setInviting(false)}
          onSent={showLink}
        />
      )}
      {handLink && <SentLinkNotice {...handLink} onClose={() => setHandLink(null)} />}
      <TeamSettingsHint />
      <SearchField
        label="Search users"
        placeholder="Name or e-mail"
        value={search}
        onChange={setSearch}
        maw={420}
      />
      <Paper p="lg" withBorder>
        <Stack>
          <Title order={3} id="console-members-title">
            Members
          </Title>
          {!team ? (
            <QueryStatus query={users} what="the users" />
          ) : team.members.length === 0 ? (
            <Text c="dimmed">
              {searched
                ? `No member matches “${searched}”.`
                : another
                  ? 'No members yet: the first admin joins when they accept their invitation.'
                  : 'No members yet. Invite the first from Settings → Team.'}
            </Text>
          ) : (
            <MembersTable members={team.members} />
          )}
        </Stack>
      </Paper>
      {team && (
        <Paper p="lg" withBorder>
          <Stack>
            <Title order={3} id="console-invitations-title">
              Pending invitations
            </Title>
            <InvitationsTable
              invitations={team.invitations}
              mutations={invitationMutations}
              onSent={showLink}
              onRevoked={(invitation) =>
                setHandLink((shown) => (shown?.invitation._id === invitation._id ? null : shown))
              }
              labelledBy="console-invitations-title"
              empty={searched ? `No pending invitation matches “${searched}”.` : 'No pending invitations.'}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
