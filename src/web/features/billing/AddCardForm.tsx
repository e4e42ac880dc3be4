import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { CardField } from './CardField';
import { useAddCardForm } from './useAddCardForm';

interface Props {
  locationId: string;
  firstCard: boolean;
  onDone: () => void;
}

export function AddCardForm({ locationId, firstCard, onDone }: Props) {
  const { form, submit, onCardChange, cardError, saving, problem } = useAddCardForm({
    locationId,
    firstCard,
    onSaved: onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Name on Card"
          required
          autoComplete="cc-name"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <CardField error={cardError} onChange={onCardChange} />
        <Switch
          label="Make Primary"
          description={
            firstCard
              ? 'Your first card is your primary card.'
              : 'Charge this card for balance top-ups and auto-recharge.'
          }
          disabled={firstCard}
          {...form.getInputProps('makePrimary', { type: 'checkbox' })}
        />
        {problem && (
          <Alert color="red" role="alert" title="The card was not added">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add Card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
