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
      hint:
        figures.apiCalls === 0
          ? `Posts, rewrites, pictures and chat replies, ${inPeriod}`
          : `${COUNT.format(figures.providerCalls)} by an AI provider, the rest by the built-in writer`,
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
