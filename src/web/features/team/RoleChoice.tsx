import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '../../../contract/team';
import { ONLY_ADMINS_GRANT_ADMIN } from './roles';

interface Props {
  grantable: readonly TeamRole[];
  value: TeamRole;
  onChange: (value: TeamRole) => void;
  error?: ReactNode;
}

/** User or Admin; a role the viewer may not give is shown switched off, with the reason. */
export function RoleChoice({ grantable, value, onChange, error }: Props) {
  const limited = grantable.length < TEAM_ROLES.length;
  return (
    <Radio.Group
      label="Role"
      withAsterisk
      description={limited ? ONLY_ADMINS_GRANT_ADMIN : undefined}
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
