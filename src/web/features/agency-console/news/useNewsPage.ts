import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ConsoleNewsSummary } from '../../../../contract/agency-console/news';
import { useTypedSearch } from '../../../ui/useTypedSearch';
import { useConsoleAgencyId } from '../agency-id';
import { consoleLocationsQuery } from '../locations/queries';
import { consolePlansQuery } from '../plans/queries';
import { planLabel } from './labels';
import type { NewsEditing } from './NewsEditorModal';
import { consoleNewsListQuery, type NewsListStatus } from './queries';

/** The News page's filters and page, its list, the names its audiences are shown with, and its dialogs. */
export function useNewsPage() {
  const agencyId = useConsoleAgencyId();
  const { typed: search, setTyped, searched } = useTypedSearch();
  const [status, setStatusChoice] = useState<NewsListStatus>('all');
  const [page, setPage] = useState(1);
  const list = useQuery(consoleNewsListQuery(agencyId, { search: searched, status, page }));
  const plans = useQuery(consolePlansQuery(agencyId)).data?.plans;
  const locations = useQuery(consoleLocationsQuery(agencyId, { search: '', status: 'active' })).data
    ?.locations;
  const planNames = useMemo(() => new Map((plans ?? []).map((plan) => [plan.id, planLabel(plan)])), [plans]);
  const locationNames = useMemo(
    () => new Map((locations ?? []).map((location) => [location.id, location.businessName])),
    [locations],
  );
  const [editing, setEditing] = useState<NewsEditing>(null);
  const [deleting, setDeleting] = useState<ConsoleNewsSummary | null>(null);
  return {
    agencyId,
    search,
    // A new search or filter starts again at the first page.
    setSearch: (text: string) => {
      setTyped(text);
      setPage(1);
    },
    searched,
    status,
    setStatus: (next: NewsListStatus) => {
      setStatusChoice(next);
      setPage(1);
    },
    page,
    setPage,
    list,
    planNames,
    locationNames,
    editing,
    openNew: () => setEditing({ newsId: null }),
    edit: (item: ConsoleNewsSummary) => setEditing({ newsId: item.id }),
    closeEditor: () => setEditing(null),
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
  };
}
