import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import { AddCardForm } from './AddCardForm';
import { STRIPE_UNAVAILABLE, useStripeJs } from './stripe-js';

interface Props {
  opened: boolean;
  locationId: string;
  /** The agency's Stripe account the card is saved on. */
  publishableKey: string;
  firstCard: boolean;
  onClose: () => void;
}

function StripeCardForm({ locationId, publishableKey, firstCard, onClose }: Omit<Props, 'opened'>) {
  const { load, retry } = useStripeJs(publishableKey);
  if (load.status === 'loading') {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the secure card form" />
      </Center>
    );
  }
  if (load.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{STRIPE_UNAVAILABLE}</Text>
          <Button size="xs" variant="white" color="red" onClick={retry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Elements stripe={load.stripe}>
      <AddCardForm locationId={locationId} firstCard={firstCard} onDone={onClose} />
    </Elements>
  );
}

/** The form is made afresh each time the modal opens. */
export function AddCardModal({ opened, onClose, ...card }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Card" size="lg">
      <StripeCardForm {...card} onClose={onClose} />
    </Modal>
  );
}
