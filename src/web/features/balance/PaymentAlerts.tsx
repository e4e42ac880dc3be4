import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Balance } from '../../../contract/balance';
import { failedPaymentLine } from './payment-outcome';

interface Props {
  balance: Balance;
  /** The business's time zone, which dates the payment. */
  timeZone: string;
  /** Opens Add Balance, to pay with the client present (3-D Secure can be answered then). */
  onPayNow: (() => void) | null;
}

/**
 * Why auto-recharge turned itself off (the server's words say what failed), with a way to pay now; else
 * the latest payment that did not go through, explained.
 */
export function PaymentAlerts({ balance, timeZone, onPayNow }: Props) {
  const { autoRecharge, lastFailedPayment } = balance;
  if (autoRecharge.stopped) {
    return (
      <Alert color="orange" role="alert" title="Auto-recharge has stopped">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{autoRecharge.stopped}</Text>
          <Text size="sm">Saving the auto-recharge settings again turns it back on.</Text>
          {onPayNow && (
            <Button size="xs" color="orange" onClick={onPayNow}>
              Pay now
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (lastFailedPayment) {
    return (
      <Alert color="yellow" role="status" title="A payment did not go through">
        <Text size="sm">{failedPaymentLine(lastFailedPayment, timeZone)}</Text>
      </Alert>
    );
  }
  return null;
}
