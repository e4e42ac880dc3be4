import type { Card } from '../../../contract/cards';

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Stripe's brand code as people write it: "visa" reads "Visa"; a brand we do not know, as Stripe sends it. */
export const brandLabel = (brand: string) => BRANDS[brand] ?? (brand === 'unknown' ? 'Card' : brand);

/** "04/2030". */
export const expiryLabel = (card: Pick<Card, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** How a card is named in buttons and questions: "Visa ending in 4242". */
export const cardLabel = (card: Pick<Card, 'brand' | 'last4'>) =>
  `${brandLabel(card.brand)} ending in ${card.last4}`;

/** A card past its expiry month can no longer be charged. */
export function hasExpired(card: Pick<Card, 'expMonth' | 'expYear'>, today: Date): boolean {
  const year = today.getFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < today.getMonth() + 1);
}
