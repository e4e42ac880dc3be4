import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDisconnectStripe } from './mutations';

/** Forgets the agency's Stripe keys once confirmed: card payments stop, balances stay. */
export function DisconnectStripeButton({ agencyId }: { agencyId: string }) {
  const [asking, setAsking] = useState(false);
  const disconnect = useDisconnectStripe(agencyId);
  const close = () => {
    setAsking(false);
    disconnect.reset();
  };
  return (
    <>
      <Button variant="light" color="red" onClick={() => setAsking(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Disconnect Stripe?"
        confirmLabel="Disconnect"
        danger
        pending={disconnect.isPending}
        problem={disconnect.error ? errorMessage(disconnect.error) : null}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Stripe was disconnected' });
              close();
            },
          })
        }
        onClose={close}
      >
        Your clients will no longer be able to add cards or pay for balance, and auto-recharge stops. Their
        balances stay as they are, and you can still adjust them by hand. The saved keys are deleted.
      </ConfirmDialog>
    </>
  );
}
