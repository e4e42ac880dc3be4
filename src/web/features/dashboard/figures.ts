import type { DashboardFigures } from '../../../contract/dashboard';
import { formatCents } from '../../../contract/money';

export interface FigureCard {
  label: string;
  value: string;
  /** A line under the figure that says what it counts. */
  hint: string;
  /** Whether the period selector changes it. */
  periodic: boolean;
}

const COUNT = new Intl.NumberFormat('en-US');

/** Who did the period's AI actions: an AI provider, the built-in writer, or both and how many each. */
function aiActionsHint({ apiCalls, providerCalls }: DashboardFigures, inPeriod: string): string {
  if (apiCalls === 0) return `Posts, rewrites, pictures and chat replies, ${inPeriod}`;
  if (providerCalls === 0) return 'All by the built-in writer';
  if (providerCalls === apiCalls) return 'All by an AI provider';
  return `${COUNT.format(providerCalls)} by an AI provider, ${COUNT.format(apiCalls - providerCalls)} by the built-in writer`;
}

/** The six cards, in the spec's order and words. */
export function figureCards(figures: DashboardFigures, periodLabel: string): FigureCard[] {
  const inPeriod = periodLabel.toLowerCase();
  return [
    {
      label: 'Number of Chats',
      value: COUNT.format(figures.chats),
      hint: `Conversations, ${inPeriod}`,
      periodic: true,
    },
    {
      label: 'Total AI Actions',
      value: COUNT.format(figures.apiCalls),
      hint: aiActionsHint(figures, inPeriod),
      periodic: true,
    },
    {
      label: 'Total Amount Spent',
      value: formatCents(figures.spentCents),
      hint: `Posts, pictures and chat paid from the balance, ${inPeriod}`,
      periodic: true,
    },
    {
      label: 'Total Posts Generated',
      value: COUNT.format(figures.postsGenerated),
      hint: `Posts written, ${inPeriod}`,
      periodic: true,
    },
    {
      label: 'Total Remaining Balance',
      value: formatCents(figures.balanceCents),
      hint: 'Available now',
      periodic: false,
    },
    {
      label: 'Total Users',
      value: COUNT.format(figures.users),
      hint: 'People with access now',
      periodic: false,
    },
  ];
}
