import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleNewsRoutes, type NEWS_LIST_STATUSES } from '../../../../contract/agency-console/news';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export type NewsListStatus = (typeof NEWS_LIST_STATUSES)[number];

export interface NewsListFilter {
  search: string;
  status: NewsListStatus;
  page: number;
}

export const consoleNewsKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'news'] as const,
  list: (agencyId: string, filter: NewsListFilter) =>
    [...consoleNewsKeys.all(agencyId), 'list', filter] as const,
  item: (agencyId: string, newsId: string) => [...consoleNewsKeys.all(agencyId), 'item', newsId] as const,
};

/** A page of the agency's news matching the filter; the last answer stays while the next is asked for. */
export function consoleNewsListQuery(agencyId: string, filter: NewsListFilter) {
  return queryOptions({
    queryKey: consoleNewsKeys.list(agencyId, filter),
    queryFn: ({ signal }) =>
      api.call(consoleNewsRoutes.list, {
        params: { agencyId },
        query: { search: filter.search || undefined, status: filter.status, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One item with its editor document, as the editor opens it. */
export function consoleNewsItemQuery(agencyId: string, newsId: string) {
  return queryOptions({
    queryKey: consoleNewsKeys.item(agencyId, newsId),
    queryFn: ({ signal }) => api.call(consoleNewsRoutes.get, { params: { agencyId, newsId }, signal }),
  });
}
