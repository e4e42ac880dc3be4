import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAgency } from '../../../contract/admin-console';
import { useTypedSearch } from '../../ui/useTypedSearch';
import { agenciesQuery } from './queries';
import type { CreatedAgency } from './useNewAgencyForm';

/** The Agencies page's search, its list, which dialog is open, and an invitation link to pass on. */
export function useAgenciesPage() {
  const { typed: search, setTyped: setSearch, searched } = useTypedSearch();
  const agencies = useQuery(agenciesQuery(searched));
  const [creating, setCreating] = useState(false);
  const [suspending, setSuspending] = useState<AdminAgency | null>(null);
  const [handLink, setHandLink] = useState<{ agencyName: string; link: string; expiresAt: string } | null>(
    null,
  );
  return {
    search,
    setSearch,
    searched,
    agencies,
    creating,
    openNew: () => setCreating(true),
    closeNew: () => setCreating(false),
    created: ({ agency, invitationLink, invitationExpiresAt }: CreatedAgency) =>
      setHandLink(
        invitationLink
          ? { agencyName: agency.name, link: invitationLink, expiresAt: invitationExpiresAt }
          : null,
      ),
    handLink,
    hideLink: () => setHandLink(null),
    suspending,
    askSuspend: setSuspending,
    closeSuspend: () => setSuspending(null),
  };
}
