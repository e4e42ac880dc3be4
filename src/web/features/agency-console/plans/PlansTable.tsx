import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { appLabel, planTypeLabel } from './labels';

interface Props {
  plans: ConsolePlan[];
  onEdit: (plan: ConsolePlan) => void;
  onDelete: (plan: ConsolePlan) => void;
}

export function PlansTable({ plans, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-labelledby="plans-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Apps</Table.Th>
            <Table.Th>User limit</Table.Th>
            <Table.Th>Locations</Table.Th>
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
              </Table.Td>
              <Table.Td>{planTypeLabel(plan.type)}</Table.Td>
              <Table.Td>
                {plan.apps.length > 0 ? (
                  <Group gap={4}>
                    {plan.apps.map((app) => (
                      <Badge key={app} size="sm" variant="outline">
                        {appLabel(app)}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{plan.userLimit}</Table.Td>
              <Table.Td>{plan.locations}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Edit ${plan.name}`}
                    onClick={() => onEdit(plan)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Delete ${plan.name}`}
                    onClick={() => onDelete(plan)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
