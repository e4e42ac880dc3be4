import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsDollar, IconPlus } from '@tabler/icons-react';
import type { Balance, PriceEngine } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { CardPaymentsNotSetUp } from '../billing/CardPaymentsNotSetUp';
import { ActionPrices } from './ActionPrices';

interface Props {
  balance: Balance;
  /** Who writes the business's posts, once known: it decides which prices apply. */
  engine: PriceEngine | undefined;
  admin: boolean;
  onAddBalance: () => void;
  onAdjust: () => void;
}

/**
 * "Your Balance" with the amount and what each action takes from it, Add Balance where cards can pay, and Adjust
 * balance for admins.
 */
export function YourBalance({ balance, engine, admin, onAddBalance, onAdjust }: Props) {
  return (
    <Paper p="lg" withBorder aria-labelledby="your-balance-title">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3} id="your-balance-title">
              Your Balance
            </Title>
            <Text fz={32} fw={700} data-testid="balance-amount">
              {formatCents(balance.cents)}
            </Text>
          </div>
          <Group gap="xs">
            {admin && (
              <Button variant="default" leftSection={<IconAdjustmentsDollar size={18} />} onClick={onAdjust}>
                Adjust balance
              </Button>
            )}
            {balance.cardPayments && (
              <Button leftSection={<IconPlus size={18} />} onClick={onAddBalance}>
                Add Balance
              </Button>
            )}
          </Group>
        </Group>
        {engine && <ActionPrices prices={balance.prices} engine={engine} />}
        {!balance.cardPayments && (
          <CardPaymentsNotSetUp>
            <Text size="sm" mt="xs">
              {admin
                ? 'As an agency admin, you can add to or take from this balance by hand with Adjust balance.'
                : 'Ask your agency to add balance for you.'}
            </Text>
          </CardPaymentsNotSetUp>
        )}
      </Stack>
    </Paper>
  );
}
