import type { Card } from '../../../contract/cards';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cardLabel } from './card-labels';

interface Props {
  card: Card | null;
  /** How many cards there are, the one to remove included. */
  cardCount: number;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** What removing a card changes: the next card becomes primary, or nothing is left to charge. */
function consequence(card: Card, cardCount: number): string {
  if (cardCount <= 1)
    return 'Without a card, balance cannot be added by card and auto-recharge cannot charge.';
  return card.primary ? 'Your next card becomes the primary card.' : '';
}

export function RemoveCardDialog({ card, cardCount, pending, problem, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      opened={card !== null}
      title="Remove card"
      confirmLabel="Remove card"
      danger
      pending={pending}
      problem={problem}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {card && (
        <>
          Remove <strong>{cardLabel(card)}</strong> ({card.name})? It can no longer be charged.{' '}
          {consequence(card, cardCount)}
        </>
      )}
    </ConfirmDialog>
  );
}
