import { Select } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';

// A select's values are strings; this one stands for "no plan".
const NO_PLAN = 'none';

interface Props {
  plans: UseQueryResult<{ plans: ConsolePlan[] }>;
  value: string | null;
  onChange: (planId: string | null) => void;
  error: ReactNode;
}

/** The agency's plans to put a location on, or none. */
export function PlanSelect({ plans, value, onChange, error }: Props) {
  const data = [
    { value: NO_PLAN, label: 'No plan' },
    ...(plans.data?.plans ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
  ];
  return (
    <Select
      label="Plan"
      data={data}
      value={value ?? NO_PLAN}
      onChange={(chosen) => onChange(chosen === null || chosen === NO_PLAN ? null : chosen)}
      allowDeselect={false}
      disabled={plans.isPending}
      placeholder={plans.isPending ? 'Loading plans…' : undefined}
      description={
        plans.isError ? 'The plans could not be loaded; the location can be saved without one.' : undefined
      }
      error={error}
    />
  );
}
