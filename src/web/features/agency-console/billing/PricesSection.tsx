import { Alert, Button, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { MAX_MONTHLY_RECHARGE_CAP_CENTS } from '../../../../contract/agency-console/billing';
import { MAX_PRICE_CENTS, PRICE_ENGINES, PRICED_ACTION_LABELS } from '../../../../contract/balance';
import { ENGINE_LABELS, PRICE_ROWS } from './prices-form';
import { usePricesForm } from './usePricesForm';

const DOLLARS = {
  prefix: '$',
  decimalScale: 2,
  fixedDecimalScale: true,
  allowNegative: false,
  hideControls: true,
};

export function PricesSection({ agencyId, billing }: { agencyId: string; billing: AgencyBilling }) {
  const { form, submit, saving, problem } = usePricesForm(agencyId, billing);
  return (
    <Paper component="form" onSubmit={submit} noValidate p="lg" withBorder aria-labelledby="prices-title">
      <Stack>
        <div>
          <Title order={3} id="prices-title">
            Prices
          </Title>
          <Text size="sm" c="dimmed">
            What each AI action costs your clients, taken from their balance. $0.00 is free. The built-in
            writer's price applies while no AI provider is set up; the AI provider's price once one writes the
            posts.
          </Text>
        </div>
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby="prices-title" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                {PRICE_ENGINES.map((engine) => (
                  <Table.Th key={engine}>{ENGINE_LABELS[engine]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PRICE_ROWS.map(({ action, fields }) => (
                <Table.Tr key={action}>
                  <Table.Td>{PRICED_ACTION_LABELS[action]}</Table.Td>
                  {fields.map(({ engine, path }) => (
                    <Table.Td key={engine}>
                      <NumberInput
                        {...DOLLARS}
                        aria-label={`${PRICED_ACTION_LABELS[action]}, ${ENGINE_LABELS[engine]}`}
                        max={MAX_PRICE_CENTS / 100}
                        maw={140}
                        {...form.getInputProps(path)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <NumberInput
          {...DOLLARS}
          label="Monthly auto-recharge cap per location"
          description="The most auto-recharge may charge one location in a calendar month. Leave it empty for no cap."
          placeholder="No cap"
          max={MAX_MONTHLY_RECHARGE_CAP_CENTS / 100}
          thousandSeparator=","
          maw={320}
          {...form.getInputProps('cap')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={saving} w="fit-content">
          Save prices
        </Button>
      </Stack>
    </Paper>
  );
}
