import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveLocation, useSession } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { QueryStatus } from '../../ui/QueryStatus';
import { writerQuery } from '../posts/queries';
import { AddBalanceModal } from './AddBalanceModal';
import { AdjustBalanceModal } from './AdjustBalanceModal';
import { AutoRechargeCard } from './AutoRechargeCard';
import { BalanceLogs } from './BalanceLogs';
import { PaymentAlerts } from './PaymentAlerts';
import { balanceQuery } from './queries';
import { adjustsBalance } from './roles';
import { YourBalance } from './YourBalance';

type Dialog = 'add' | 'adjust' | null;

function LocationBalance({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const balance = useQuery(balanceQuery(locationId));
  const writer = useQuery(writerQuery(locationId));
  const admin = adjustsBalance(useSession().data.role);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  if (!balance.data) {
    return (
      <Paper p="lg" withBorder>
        <Title order={3}>Your Balance</Title>
        <QueryStatus query={balance} what="your balance" />
      </Paper>
    );
  }
  const { autoRecharge, cardPayments } = balance.data;
  const publishableKey = cardPayments?.publishableKey ?? null;
  return (
    <Stack>
      <PaymentAlerts
        balance={balance.data}
        timeZone={timeZone}
        onPayNow={cardPayments ? () => setDialog('add') : null}
      />
      <YourBalance
        balance={balance.data}
        engine={writer.data?.engine}
        admin={admin}
        onAddBalance={() => setDialog('add')}
        onAdjust={() => setDialog('adjust')}
      />
      {cardPayments && <AutoRechargeCard locationId={locationId} settings={autoRecharge} />}
      <BalanceLogs locationId={locationId} timeZone={timeZone} />
      <AddBalanceModal
        opened={dialog === 'add'}
        locationId={locationId}
        publishableKey={publishableKey}
        onClose={close}
      />
      {admin && <AdjustBalanceModal opened={dialog === 'adjust'} locationId={locationId} onClose={close} />}
    </Stack>
  );
}

/** Settings → Balance: the active location's prepaid balance that AI actions draw on. */
export function BalanceTab() {
  const location = useActiveLocation();
  if (!location) {
    return (
      <Paper p="lg" withBorder>
        <Title order={3}>Your Balance</Title>
        <NoBusinessNotice>A balance belongs to a business: its AI actions draw on it.</NoBusinessNotice>
      </Paper>
    );
  }
  return <LocationBalance key={location.id} locationId={location.id} timeZone={location.time_zone} />;
}
