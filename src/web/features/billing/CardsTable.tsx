import { Badge, Group, Table, Text } from '@mantine/core';
import type { Card } from '../../../contract/cards';
import { RowAction } from '../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../ui/table-width';
import { brandLabel, cardLabel, expiryLabel, hasExpired } from './card-labels';

interface Props {
  cards: Card[];
  /** The card whose Make primary is on its way. */
  makingPrimaryId: string | undefined;
  onMakePrimary: (card: Card) => void;
  onRemove: (card: Card) => void;
}

/**
 * Name, Last 4 Digits and Actions, with the brand, the expiry and which card is charged. On a phone the
 * card and its expiry are written under the name, so the actions stay in view.
 */
export function CardsTable({ cards, makingPrimaryId, onMakePrimary, onRemove }: Props) {
  const today = new Date();
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="billing-cards-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Card</Table.Th>
            <Table.Th visibleFrom="sm">Last 4 Digits</Table.Th>
            <Table.Th visibleFrom="sm">Expires</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {card.name}
                  </Text>
                  {card.primary && (
                    <Badge size="sm" variant="light">
                      Primary
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {cardLabel(card)}, expires {expiryLabel(card)}
                  {hasExpired(card, today) && ' (expired)'}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{brandLabel(card.brand)}</Table.Td>
              <Table.Td visibleFrom="sm" ff="monospace">
                {card.last4}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{expiryLabel(card)}</Text>
                  {hasExpired(card, today) && (
                    <Badge size="sm" color="red" variant="light">
                      Expired
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {!card.primary && (
                    <RowAction
                      label={`Make ${cardLabel(card)} primary`}
                      loading={makingPrimaryId === card.id}
                      onClick={() => onMakePrimary(card)}
                    >
                      Make primary
                    </RowAction>
                  )}
                  <RowAction label={`Remove ${cardLabel(card)}`} destructive onClick={() => onRemove(card)}>
                    Remove
                  </RowAction>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
