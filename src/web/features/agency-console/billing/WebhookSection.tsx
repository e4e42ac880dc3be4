import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { CopyField } from '../../../ui/CopyField';

/** The events a balance depends on: a top-up credited, failed, or canceled. */
export const WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;

/** Where Stripe tells us a payment's end, so a balance is credited even when the client's browser is gone. */
export function WebhookSection({ webhookUrl }: { webhookUrl: string }) {
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="stripe-webhook-title">
      <Stack>
        <Title order={3} id="stripe-webhook-title">
          Stripe webhook
        </Title>
        <CopyField label="Webhook URL" value={webhookUrl} />
        <Text size="sm">
          In your Stripe Dashboard under Developers → Webhooks, add an endpoint with this URL and send it
          these events: <Code>{WEBHOOK_EVENTS[0]}</Code>, <Code>{WEBHOOK_EVENTS[1]}</Code> and{' '}
          <Code>{WEBHOOK_EVENTS[2]}</Code>. Then copy the endpoint's signing secret into the form above.
        </Text>
      </Stack>
    </Paper>
  );
}
