import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Card } from '../../../contract/cards';
import { errorMessage } from '../../api/api-error';
import { cardLabel } from './card-labels';
import { useMakePrimary, useRemoveCard } from './mutations';

/** Make primary at once, Remove once confirmed; a refusal is shown above the table or in the question. */
export function useCardActions(locationId: string) {
  const primary = useMakePrimary(locationId);
  const removal = useRemoveCard(locationId);
  const [removing, setRemoving] = useState<Card | null>(null);
  const makePrimary = (card: Card) =>
    primary.mutate(card.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: `${cardLabel(card)} is now your primary card` }),
    });
  const closeRemove = () => {
    setRemoving(null);
    removal.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    const card = removing;
    removal.mutate(card.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${cardLabel(card)} was removed` });
        closeRemove();
      },
    });
  };
  return {
    makePrimary,
    makingPrimaryId: primary.isPending ? primary.variables : undefined,
    problem: primary.error ? errorMessage(primary.error) : null,
    removing,
    askRemove: (card: Card) => {
      primary.reset();
      setRemoving(card);
    },
    closeRemove,
    confirmRemove,
    removePending: removal.isPending,
    removeProblem: removal.error ? errorMessage(removal.error) : null,
  };
}
