import { Box, Input } from '@mantine/core';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';

// Stripe draws the field in its own frame, where the page's styles do not reach: it is told them here.
const CARD_STYLE = {
  style: {
    base: {
      fontSize: '16px',
      color: '#212529',
      fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      '::placeholder': { color: '#868e96' },
    },
    invalid: { color: '#e03131' },
  },
};

interface Props {
  error: string | null;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

/** Stripe's card field (number, expiry, CVC): what is typed goes to Stripe, never to our server. */
export function CardField({ error, onChange }: Props) {
  return (
    <Input.Wrapper
      label="Card"
      required
      description="Number, expiry date and CVC. Your card details go straight to Stripe, our payment processor."
      error={error}
    >
      <Box
        mt={4}
        px="sm"
        py={10}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <CardElement options={CARD_STYLE} onChange={onChange} />
      </Box>
    </Input.Wrapper>
  );
}
