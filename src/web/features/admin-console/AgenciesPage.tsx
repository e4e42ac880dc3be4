import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { QueryStatus } from '../../ui/QueryStatus';
import { SearchField } from '../../ui/SearchField';
import { AgenciesTable } from './AgenciesTable';
import { InvitationLinkNotice } from './InvitationLinkNotice';
import { NewAgencyModal } from './NewAgencyModal';
import { SuspendAgencyDialog } from './SuspendAgencyDialog';
import { useAgenciesPage } from './useAgenciesPage';
import { useAgencyActions } from './useAgencyActions';

/** Every agency on the deployment, for the operator to create, open, suspend and resume. */
export function AgenciesPage() {
  const page = useAgenciesPage();
  const actions = useAgencyActions(page.closeSuspend);
  const list = page.agencies.isError ? undefined : page.agencies.data?.agencies;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} id="agencies-title">
          Agencies
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={page.openNew}>
          New agency
        </Button>
      </Group>
      {page.handLink && <InvitationLinkNotice {...page.handLink} onClose={page.hideLink} />}
      <SearchField
        label="Search agencies"
        placeholder="Name or domain"
        value={page.search}
        onChange={page.setSearch}
        maw={420}
      />
      {actions.problem && (
        <Alert color="red" role="alert">
          {actions.problem}
        </Alert>
      )}
      <Paper p="lg" withBorder>
        {!list ? (
          <QueryStatus query={page.agencies} what="the agencies" />
        ) : list.length === 0 ? (
          <Text c="dimmed">
            {page.searched
              ? `No agency matches “${page.searched}”.`
              : 'No agencies yet. Create the first one and invite its admin.'}
          </Text>
        ) : (
          <AgenciesTable
            agencies={list}
            onOpen={actions.open}
            onSuspend={(agency) => {
              actions.resetSuspend();
              page.askSuspend(agency);
            }}
            onResume={actions.resume}
            openingId={actions.openingId}
            resumingId={actions.resumingId}
          />
        )}
      </Paper>
      <NewAgencyModal opened={page.creating} onClose={page.closeNew} onCreated={page.created} />
      {page.suspending && (
        <SuspendAgencyDialog
          agency={page.suspending}
          pending={actions.suspending}
          problem={actions.suspendProblem}
          onConfirm={actions.suspend}
          onClose={page.closeSuspend}
        />
      )}
    </Stack>
  );
}
