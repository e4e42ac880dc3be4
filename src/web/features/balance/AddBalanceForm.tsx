import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { TOP_UP_BOUNDS } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { BillingTabLink } from './BillingTabLink';
import { useAddBalanceForm } from './useAddBalanceForm';

interface Props {
  locationId: string;
  publishableKey: string | null;
  onDone: () => void;
}

export function AddBalanceForm({ locationId, publishableKey, onDone }: Props) {
  const { form, submit, paying, problem, noCard, finishing } = useAddBalanceForm({
    locationId,
    publishableKey,
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {finishing === null ? (
          <NumberInput
            label="Amount"
            description={`In dollars, ${TOP_UP_BOUNDS}. Your primary card is charged.`}
            required
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            hideControls
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('dollars')}
          />
        ) : (
          <Text size="sm">
            Your payment of <strong>{formatCents(finishing)}</strong> was started but not finished. Try again
            to finish it; you will not be charged twice.
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert" title="No balance was added">
            <Stack gap={4}>
              <Text size="sm">{problem}</Text>
              {noCard && <BillingTabLink />}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={paying}>
            {finishing === null ? 'Add Balance' : 'Try again'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
