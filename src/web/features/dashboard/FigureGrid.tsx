import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { FigureCard } from './figures';

const CARD_COUNT = 6;

/** The six figure cards; skeletons of the same size until the first answer. */
export function FigureGrid({ cards }: { cards: FigureCard[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className="figure-grid">
      {cards
        ? cards.map((card) => (
            <Paper key={card.label} component="li" withBorder radius="md" p="md" aria-label={card.label}>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              <Text fz={28} fw={700} lh={1.3} data-testid="figure-value">
                {card.value}
              </Text>
              <Text size="xs" c="dimmed">
                {card.hint}
              </Text>
            </Paper>
          ))
        : Array.from({ length: CARD_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <Paper key={index} component="li" withBorder radius="md" p="md" aria-hidden>
              <Skeleton height={14} width="50%" mb={10} />
              <Skeleton height={28} width="35%" mb={8} />
              <Skeleton height={10} width="70%" />
            </Paper>
          ))}
    </SimpleGrid>
  );
}
