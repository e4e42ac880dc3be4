import { Badge, Group, Table, Text } from '@mantine/core';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../../ui/table-width';
import { appsOpenedBy, planTypeLabel } from './labels';
import { appsLine, PlanApps } from './PlanApps';

interface Props {
  plans: ConsolePlan[];
  onEdit: (plan: ConsolePlan) => void;
  onDelete: (plan: ConsolePlan) => void;
}

/**
 * The agency's plans with their type, apps, user limit and how many locations are on each. Below the
 * medium breakpoint those are written under the name, so Edit and Delete stay on screen on a phone.
 */
export function PlansTable({ plans, onEdit, onDelete }: Props) {
  const agencyPlan = plans.find((plan) => plan.active);
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="plans-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="md">Type</Table.Th>
            <Table.Th visibleFrom="md">Apps</Table.Th>
            <Table.Th visibleFrom="md">User limit</Table.Th>
            <Table.Th visibleFrom="md">Locations</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {plan.name}
                  </Text>
                  {plan.active && (
                    <Badge size="sm" variant="light" color="grape">
                      Agency plan
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" hiddenFrom="md">
                  {[
                    planTypeLabel(plan.type),
                    appsLine(appsOpenedBy(plan, agencyPlan)),
                    `up to ${plan.userLimit} users`,
                    `${plan.locations} ${plan.locations === 1 ? 'location' : 'locations'}`,
                  ].join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">{planTypeLabel(plan.type)}</Table.Td>
              <Table.Td visibleFrom="md">
                <PlanApps opened={appsOpenedBy(plan, agencyPlan)} />
              </Table.Td>
              <Table.Td visibleFrom="md">{plan.userLimit}</Table.Td>
              <Table.Td visibleFrom="md">{plan.locations}</Table.Td>
              <Table.Td>
                <RowActions>
                  <RowAction label={`Edit ${plan.name}`} onClick={() => onEdit(plan)}>
                    Edit
                  </RowAction>
                  <RowAction label={`Delete ${plan.name}`} destructive onClick={() => onDelete(plan)}>
                    Delete
                  </RowAction>
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
