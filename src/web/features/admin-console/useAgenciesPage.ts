import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAgency } from '../../../contract/admin-console';
import { agenciesQuery } from './queries';
import type { CreatedAgency } from './useNewAgencyForm';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/** The Agencies page's search, its list, which dialog is open, and an invitation link to pass on. */
export function useAgenciesPage() {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const agencies = useQuery(agenciesQuery(searched));
  const [creating, setCreating] = useState(false);
  const [suspending, setSuspending] = useState<AdminAgency | null>(null);
  const [handLink, setHandLink] = useState<{ agencyName: string; link: string } | null>(null);
  return {
    search,
    setSearch,
    searched,
    agencies,
    creating,
    openNew: () => setCreating(true),
    closeNew: () => setCreating(false),
    created: ({ agency, invitationLink }: CreatedAgency) =>
      setHandLink(invitationLink ? { agencyName: agency.name, link: invitationLink } : null),
    handLink,
    hideLink: () => setHandLink(null),
    suspending,
    askSuspend: setSuspending,
    closeSuspend: () => setSuspending(null),
  };
}
