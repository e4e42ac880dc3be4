import { queryOptions } from '@tanstack/react-query';
import { cardRoutes } from '../../../contract/cards';
import { api } from '../../api/client';

export const billingKeys = {
  all: ['billing'] as const,
  cards: (locationId: string) => [...billingKeys.all, 'cards', locationId] as const,
};

/** The location's saved cards, and the agency's publishable key when it takes card payments. */
export function cardsQuery(locationId: string) {
  return queryOptions({
    queryKey: billingKeys.cards(locationId),
    queryFn: ({ signal }) => api.call(cardRoutes.cards, { params: { locationId }, signal }),
  });
}
