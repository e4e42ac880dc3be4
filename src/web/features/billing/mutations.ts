import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardRoutes } from '../../../contract/cards';
import { api } from '../../api/client';
import { replaceQueryData } from '../../api/replace-query-data';
import { type CardToSave, type PendingSetup, saveCard } from './card-setup';
import { billingKeys } from './queries';

/** Every change to the cards changes which one is primary: the list is loaded again. */
function useCardsChanged(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.cards(locationId) });
}

export function useSaveCard(locationId: string) {
  const changed = useCardsChanged(locationId);
  return useMutation({
    mutationFn: ({
      card,
      pending,
      remember,
    }: {
      card: Omit<CardToSave, 'locationId'>;
      pending: PendingSetup | null;
      remember: (setup: PendingSetup) => void;
    }) => saveCard({ ...card, locationId }, pending, remember),
    onSuccess: changed,
  });
}

export function useMakePrimary(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => api.call(cardRoutes.makePrimary, { params: { locationId, cardId } }),
    onSuccess: (cards) => replaceQueryData(queryClient, billingKeys.cards(locationId), cards),
  });
}

export function useRemoveCard(locationId: string) {
  const changed = useCardsChanged(locationId);
  return useMutation({
    mutationFn: (cardId: string) => api.call(cardRoutes.remove, { params: { locationId, cardId } }),
    onSuccess: changed,
  });
}
