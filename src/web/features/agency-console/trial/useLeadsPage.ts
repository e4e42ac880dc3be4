import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTypedSearch } from '../../../ui/useTypedSearch';
import { useDownloadLeads } from './mutations';
import { LEADS_PAGE_SIZE, trialLeadsQuery } from './queries';

/** The leads table's search, page and download. A new search starts again from the first page. */
export function useLeadsPage(agencyId: string) {
  const { typed, setTyped, searched } = useTypedSearch();
  // A page number belongs to the search it was chosen in; a new search starts from the first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === searched ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: searched, page: next });
  const leads = useQuery(trialLeadsQuery(agencyId, { search: searched, page }));
  const download = useDownloadLeads(agencyId);
  const total = leads.data?.total ?? 0;
  return {
    search: typed,
    setSearch: setTyped,
    searched,
    page,
    setPage,
    pages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)),
    total,
    leads,
    download: () => download.mutate(searched),
    downloading: download.isPending,
    downloadProblem: download.error,
  };
}
