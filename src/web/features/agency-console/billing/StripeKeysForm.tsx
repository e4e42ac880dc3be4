import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { useStripeKeysForm } from './useStripeKeysForm';

interface Props {
  agencyId: string;
  stripe: AgencyBilling['stripe'];
}

/** A secret's box: empty, with the end of the saved one as its hint. */
const savedHint = (hint: string | undefined) =>
  hint ? `Saved: ${hint}. Enter it again to change the keys.` : undefined;

export function StripeKeysForm({ agencyId, stripe }: Props) {
  const { form, submit, checking, problem } = useStripeKeysForm(agencyId, stripe);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="stripe-keys-title">
      <Stack>
        <TextInput
          label="Publishable key"
          description="Starts with pk_live_ or pk_test_. Your clients' browsers use it to show Stripe's card form."
          required
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('publishableKey')}
        />
        <PasswordInput
          label="Secret key"
          description={
            savedHint(stripe?.secretKeyHint) ??
            'Starts with sk_ or rk_ (a restricted key). Kept encrypted on our server, never shown again.'
          }
          required
          autoComplete="off"
          {...form.getInputProps('secretKey')}
        />
        <PasswordInput
          label="Webhook signing secret"
          description={
            savedHint(stripe?.webhookSecretHint) ??
            'Starts with whsec_. Stripe shows it on the webhook endpoint you add with the address below.'
          }
          required
          autoComplete="off"
          {...form.getInputProps('webhookSecret')}
        />
        {checking && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Checking the keys with Stripe…</Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert" title="The keys were not saved">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={checking} w="fit-content">
          {stripe ? 'Check and save new keys' : 'Check and connect'}
        </Button>
      </Stack>
    </form>
  );
}
