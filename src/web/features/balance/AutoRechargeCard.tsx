import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { AutoRecharge } from '../../../contract/balance';
import { AUTO_RECHARGE_CHOICES } from './auto-recharge-form';
import { useAutoRechargeForm } from './useAutoRechargeForm';

interface Props {
  locationId: string;
  settings: AutoRecharge;
}

/** Tops the balance up from the primary card when a charge takes it under the threshold. */
export function AutoRechargeCard({ locationId, settings }: Props) {
  const { form, submit, saving, problem } = useAutoRechargeForm(locationId, settings);
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      p="lg"
      withBorder
      aria-labelledby="auto-recharge-title"
    >
      <Stack>
        <div>
          <Title order={3} id="auto-recharge-title">
            Auto-recharge
          </Title>
          <Text size="sm" c="dimmed">
            When a charge takes your balance below the threshold, your primary card is charged the recharge
            amount. Choose Off for both to turn it off.
          </Text>
        </div>
        <Group grow align="flex-start">
          <Select
            label="Recharge amount"
            data={AUTO_RECHARGE_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={150}
            {...form.getInputProps('cents')}
          />
          <Select
            label="When balance falls below"
            data={AUTO_RECHARGE_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={150}
            {...form.getInputProps('lowBalanceCents')}
          />
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={saving} w="fit-content">
          Save auto-recharge
        </Button>
      </Stack>
    </Paper>
  );
}
