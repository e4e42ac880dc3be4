import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '../../../contract/team';

interface Props {
  grantable: readonly TeamRole[];
  /** Why a role is switched off, when one is. */
  reason?: string;
  value: TeamRole;
  onChange: (value: TeamRole) => void;
  error?: ReactNode;
}

/** User or Admin; a role the viewer may not give is shown switched off, with the reason. */
export function RoleChoice({ grantable, reason, value, onChange, error }: Props) {
  return (
    <Radio.Group
      label="Role"
      withAsterisk
      description={reason}
      value={value}
      onChange={(chosen) => {
        const role = TEAM_ROLES.find((r) => r === chosen);
        if (role) onChange(role);
      }}
      error={error}
    >
      <Group mt="xs">
        {TEAM_ROLES.map((role) => (
          <Radio
            key={role}
            value={role}
            label={TEAM_ROLE_LABELS[role]}
            disabled={!grantable.includes(role)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
