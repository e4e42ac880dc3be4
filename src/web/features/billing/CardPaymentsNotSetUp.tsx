import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Said where cards would be used while the agency has not connected its Stripe account. */
export function CardPaymentsNotSetUp({ children }: { children?: ReactNode }) {
  return (
    <Alert color="blue" role="status" title="Card payments are not set up">
      <Text size="sm">
        Your agency has not set up card payments yet, so no card can be added or charged here.
      </Text>
      {children}
    </Alert>
  );
}
