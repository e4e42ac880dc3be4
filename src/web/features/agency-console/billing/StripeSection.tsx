import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { formatLongDate } from '../../balance/dates';
import { DisconnectStripeButton } from './DisconnectStripeButton';
import { StripeKeysForm } from './StripeKeysForm';

function ConnectedAccount({
  agencyId,
  stripe,
}: {
  agencyId: string;
  stripe: NonNullable<AgencyBilling['stripe']>;
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={500}>Connected to {stripe.accountName}</Text>
          {stripe.livemode ? (
            <Badge color="green" variant="light">
              Live
            </Badge>
          ) : (
            <Badge color="yellow" variant="light">
              Test mode
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Account {stripe.accountId} · keys saved {formatLongDate(stripe.updatedAt)}
        </Text>
        {!stripe.livemode && (
          <Text size="sm" c="dimmed">
            Test keys take Stripe's test cards only: no real money moves.
          </Text>
        )}
      </Stack>
      <DisconnectStripeButton agencyId={agencyId} />
    </Group>
  );
}

/** The agency's own Stripe account, which its clients' cards are saved on and charged through. */
export function StripeSection({ agencyId, billing }: { agencyId: string; billing: AgencyBilling }) {
  const { stripe } = billing;
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="stripe-account-title">
      <Stack>
        <Title order={3} id="stripe-account-title">
          Stripe account
        </Title>
        {stripe ? (
          <ConnectedAccount agencyId={agencyId} stripe={stripe} />
        ) : (
          <Text size="sm">
            Your clients pay into your own Stripe account. Until you connect it, they cannot add cards or pay
            for balance, and you add balance for them by hand (Settings → Balance → Adjust balance).
          </Text>
        )}
        <Title order={4} id="stripe-keys-title">
          {stripe ? 'Change the keys' : 'Connect your Stripe account'}
        </Title>
        <Text size="sm" c="dimmed">
          Find the keys in your Stripe Dashboard under Developers → API keys. We check them with Stripe before
          saving.
        </Text>
        <StripeKeysForm
          key={stripe ? `${stripe.accountId} ${stripe.updatedAt}` : 'none'}
          agencyId={agencyId}
          stripe={stripe}
        />
      </Stack>
    </Paper>
  );
}
