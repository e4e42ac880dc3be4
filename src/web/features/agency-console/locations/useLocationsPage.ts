import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { useTypedSearch } from '../../../ui/useTypedSearch';
import { useConsoleAgencyId } from '../agency-id';
import type { LocationEditing } from './LocationFormModal';
import { consoleLocationsQuery, type LocationStatus } from './queries';

/** The Locations page's filters, its list, and which of its dialogs is open. */
export function useLocationsPage() {
  const agencyId = useConsoleAgencyId();
  const { typed: search, setTyped: setSearch, searched: debouncedSearch } = useTypedSearch();
  const [status, setStatus] = useState<LocationStatus>('active');
  const locations = useQuery(consoleLocationsQuery(agencyId, { search: debouncedSearch, status }));
  const [editing, setEditing] = useState<LocationEditing>(null);
  const [archiving, setArchiving] = useState<ConsoleLocation | null>(null);
  const [created, setCreated] = useState<ConsoleLocation | null>(null);
  return {
    agencyId,
    search,
    setSearch,
    searched: debouncedSearch,
    status,
    setStatus,
    locations,
    editing,
    openNew: () => setEditing({ location: null }),
    edit: (location: ConsoleLocation) => setEditing({ location }),
    closeEdit: () => setEditing(null),
    saved: (saved: ConsoleLocation, wasCreated: boolean) => {
      if (wasCreated) setCreated(saved);
    },
    created,
    hideCreated: () => setCreated(null),
    archiving,
    askArchive: setArchiving,
    closeArchive: () => setArchiving(null),
  };
}
