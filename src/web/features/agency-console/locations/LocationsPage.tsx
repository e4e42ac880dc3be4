import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { QueryStatus } from '../../../ui/QueryStatus';
import { SearchField } from '../../../ui/SearchField';
import { ArchiveLocationDialog } from './ArchiveLocationDialog';
import { CreatedLocationNotice } from './CreatedLocationNotice';
import { emptyLocationsMessage } from './empty-message';
import { LocationFormModal } from './LocationFormModal';
import { LocationsTable } from './LocationsTable';
import { useLocationActions } from './useLocationActions';
import { useLocationsPage } from './useLocationsPage';

const STATUS_CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The agency's locations: the businesses it gives the product to, each with its plan and people. */
export function LocationsPage() {
  const page = useLocationsPage();
  const actions = useLocationActions(page.agencyId, page.closeArchive);
  const list = page.locations.data?.locations;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} id="locations-title">
          Locations
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={page.openNew}>
          New location
        </Button>
      </Group>
      {page.created && <CreatedLocationNotice location={page.created} onClose={page.hideCreated} />}
      <Group align="flex-end">
        <SearchField
          label="Search locations"
          placeholder="Name, e-mail or id"
          value={page.search}
          onChange={page.setSearch}
          flex={1}
          miw={220}
        />
        <SegmentedControl
          aria-label="Which locations"
          data={STATUS_CHOICES}
          value={page.status}
          onChange={(status) => page.setStatus(status === 'archived' ? 'archived' : 'active')}
        />
      </Group>
      {actions.restoreProblem && (
        <Alert color="red" role="alert">
          {actions.restoreProblem}
        </Alert>
      )}
      <Paper p="lg" withBorder>
        {!list || page.locations.isError ? (
          <QueryStatus query={page.locations} what="the locations" />
        ) : list.length === 0 ? (
          <Text c="dimmed">{emptyLocationsMessage(page.status, page.searched)}</Text>
        ) : (
          <LocationsTable
            locations={list}
            onEdit={page.edit}
            onArchive={(location) => {
              actions.resetArchive();
              page.askArchive(location);
            }}
            onRestore={actions.restore}
            restoringId={actions.restoringId}
          />
        )}
      </Paper>
      <LocationFormModal
        agencyId={page.agencyId}
        editing={page.editing}
        onSaved={page.saved}
        onClose={page.closeEdit}
      />
      {page.archiving && (
        <ArchiveLocationDialog
          location={page.archiving}
          pending={actions.archiving}
          problem={actions.archiveProblem}
          onConfirm={actions.archive}
          onClose={page.closeArchive}
        />
      )}
    </Stack>
  );
}
