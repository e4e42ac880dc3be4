import { Alert, Button, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { PRICE_ENGINES, PRICED_ACTION_LABELS } from '../../../../contract/balance';
import { CAP_FIELD, ENGINE_LABELS, PRICE_ROWS } from './prices-form';
import { usePricesForm } from './usePricesForm';

/**
 * The boxes keep what is typed, so the form can say what is wrong with it: no decimal scale (it cut
 * 0.035 to 0.03), negatives allowed (the minus was dropped), no max (it clamped 1000000 to 100 when
 * left) and no tidying when left (the form writes amounts to the cent itself). The contract's limits
 * are the ones that count, and its messages say them.
 */
const DOLLARS = {
  prefix: '$',
  hideControls: true,
  trimLeadingZeroesOnBlur: false,
};

const DECIMAL_POINTS = ['.', ','];

export function PricesSection({ agencyId, billing }: { agencyId: string; billing: AgencyBilling }) {
  const { dollarsProps, submit, saving, problem } = usePricesForm(agencyId, billing);
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
                  {fields.map((field) => (
                    <Table.Td key={field.engine}>
                      <NumberInput
                        {...DOLLARS}
                        // Prices are cents, never thousands: a comma typed is the decimal point many countries
                        // write, so "0,05" is five cents, not $5.00.
                        allowedDecimalSeparators={DECIMAL_POINTS}
                        aria-label={`${PRICED_ACTION_LABELS[action]}, ${ENGINE_LABELS[field.engine]}`}
                        maw={140}
                        {...dollarsProps(field)}
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
          thousandSeparator=","
          maw={320}
          {...dollarsProps(CAP_FIELD)}
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
