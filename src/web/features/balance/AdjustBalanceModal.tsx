import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useAdjustBalanceForm } from './useAdjustBalanceForm';

const DIRECTIONS = [
  { value: 'credit', label: 'Add to balance' },
  { value: 'debit', label: 'Take from balance' },
];

function AdjustBalanceForm({ locationId, onDone }: { locationId: string; onDone: () => void }) {
  const { form, submit, saving, problem } = useAdjustBalanceForm(locationId, onDone);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          The change and its reason show in the client's Account Balance Logs. A balance never goes below
          $0.00.
        </Text>
        <SegmentedControl
          aria-label="Add or take away"
          data={DIRECTIONS}
          value={form.values.direction}
          onChange={(value) => form.setFieldValue('direction', value === 'debit' ? 'debit' : 'credit')}
        />
        <NumberInput
          label="Amount"
          description="In dollars"
          required
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          hideControls
          inputMode="decimal"
          data-autofocus
          {...form.getInputProps('dollars')}
        />
        <TextInput
          label="Reason"
          description="Shown to the client in the log"
          required
          maxLength={200}
          {...form.getInputProps('reason')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form is made afresh each time the modal opens. */
export function AdjustBalanceModal({
  opened,
  locationId,
  onClose,
}: {
  opened: boolean;
  locationId: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Adjust balance">
      <AdjustBalanceForm locationId={locationId} onDone={onClose} />
    </Modal>
  );
}
