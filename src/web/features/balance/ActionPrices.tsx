import { Table, Text } from '@mantine/core';
import {
  PRICED_ACTION_LABELS,
  PRICED_ACTIONS,
  type PriceEngine,
  type UsagePrices,
} from '../../../contract/balance';
import { formatCents } from '../../../contract/money';

interface Props {
  prices: UsagePrices;
  /** Who writes this business's posts: the prices of the other do not apply. */
  engine: PriceEngine;
}

/**
 * What each AI action costs this business, so nobody learns it from the balance log: the prices of whoever writes
 * its posts, without Translate where the built-in writer cannot translate.
 */
export function ActionPrices({ prices, engine }: Props) {
  const list = prices[engine];
  const actions = PRICED_ACTIONS.filter((action) => engine === 'provider' || action !== 'translate');
  if (actions.every((action) => list[action] === 0)) {
    return (
      <Text size="sm" c="dimmed">
        Writing posts, pictures and chat messages cost nothing from this balance.
      </Text>
    );
  }
  return (
    <Table
      aria-labelledby="action-prices-title"
      captionSide="top"
      withRowBorders={false}
      verticalSpacing={2}
      maw={360}
    >
      <Table.Caption id="action-prices-title" ta="start" fw={500} c="var(--mantine-color-text)" mt={0}>
        What each action takes from the balance
      </Table.Caption>
      <Table.Tbody>
        {actions.map((action) => (
          <Table.Tr key={action}>
            <Table.Td>{PRICED_ACTION_LABELS[action]}</Table.Td>
            <Table.Td ta="end">{list[action] === 0 ? 'Free' : formatCents(list[action])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
