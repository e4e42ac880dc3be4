import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveLocation } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { QueryStatus } from '../../ui/QueryStatus';
import { AddCardModal } from './AddCardModal';
import { CardPaymentsNotSetUp } from './CardPaymentsNotSetUp';
import { CardsTable } from './CardsTable';
import { cardsQuery } from './queries';
import { RemoveCardDialog } from './RemoveCardDialog';
import { useCardActions } from './useCardActions';

function LocationCards({ locationId }: { locationId: string }) {
  const cards = useQuery(cardsQuery(locationId));
  const actions = useCardActions(locationId);
  const [adding, setAdding] = useState(false);
  const publishableKey = cards.data?.cardPayments?.publishableKey;
  const list = cards.data?.cards ?? [];
  return (
    <Paper p="lg" withBorder aria-labelledby="billing-cards-title">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={3} id="billing-cards-title">
              Billing Cards
            </Title>
            {publishableKey && (
              <Text size="sm" c="dimmed">
                The primary card is charged when you add balance and for auto-recharge.
              </Text>
            )}
          </div>
          {publishableKey && (
            <Button leftSection={<IconCreditCard size={18} />} onClick={() => setAdding(true)}>
              Add New Card
            </Button>
          )}
        </Group>
        {!cards.data ? (
          <QueryStatus query={cards} what="the cards" />
        ) : (
          <>
            {!publishableKey && <CardPaymentsNotSetUp />}
            {actions.problem && (
              <Alert color="red" role="alert">
                {actions.problem}
              </Alert>
            )}
            {list.length > 0 ? (
              <CardsTable
                cards={list}
                makingPrimaryId={actions.makingPrimaryId}
                onMakePrimary={actions.makePrimary}
                onRemove={actions.askRemove}
              />
            ) : (
              publishableKey && (
                <Text c="dimmed" size="sm">
                  No cards yet. Add one to pay for your balance.
                </Text>
              )
            )}
          </>
        )}
      </Stack>
      {publishableKey && (
        <AddCardModal
          opened={adding}
          locationId={locationId}
          publishableKey={publishableKey}
          firstCard={list.length === 0}
          onClose={() => setAdding(false)}
        />
      )}
      <RemoveCardDialog
        card={actions.removing}
        cardCount={list.length}
        pending={actions.removePending}
        problem={actions.removeProblem}
        onConfirm={actions.confirmRemove}
        onClose={actions.closeRemove}
      />
    </Paper>
  );
}

/** Settings → Billing: the active location's saved cards, on its agency's Stripe account. */
export function BillingTab() {
  const location = useActiveLocation();
  if (!location) {
    return (
      <Paper p="lg" withBorder>
        <Title order={3}>Billing Cards</Title>
        <NoBusinessNotice>Cards are saved for a business, to pay for its balance.</NoBusinessNotice>
      </Paper>
    );
  }
  return <LocationCards key={location.id} locationId={location.id} />;
}
