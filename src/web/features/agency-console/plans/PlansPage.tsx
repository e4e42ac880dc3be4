import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { DeletePlanDialog } from './DeletePlanDialog';
import { type PlanEditing, PlanFormModal } from './PlanFormModal';
import { PlansTable } from './PlansTable';
import { consolePlansQuery } from './queries';

/** The agency's plans: what each opens, for how many users, and how many locations use it. */
export function PlansPage() {
  const agencyId = useConsoleAgencyId();
  const plans = useQuery(consolePlansQuery(agencyId));
  const [editing, setEditing] = useState<PlanEditing>(null);
  const [deleting, setDeleting] = useState<ConsolePlan | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} id="plans-title">
          Plans
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ plan: null })}>
          New plan
        </Button>
      </Group>
      <Paper p="lg" withBorder>
        {!plans.data ? (
          <QueryStatus query={plans} what="the plans" />
        ) : plans.data.plans.length === 0 ? (
          <Text c="dimmed">No plans yet. Create one to choose which apps your locations open.</Text>
        ) : (
          <PlansTable
            plans={plans.data.plans}
            onEdit={(plan) => setEditing({ plan })}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      <PlanFormModal agencyId={agencyId} editing={editing} onClose={() => setEditing(null)} />
      {deleting && (
        <DeletePlanDialog
          key={deleting.id}
          agencyId={agencyId}
          plan={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
