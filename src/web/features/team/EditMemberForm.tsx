import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { TeamMember } from '../../../contract/team';
import { LocationChecks } from './LocationChecks';
import { RoleChoice } from './RoleChoice';
import { useEditMemberForm } from './useEditMemberForm';

interface Props {
  member: TeamMember;
  onDone: () => void;
}

export function EditMemberForm({ member, onDone }: Props) {
  const { form, submit, pending, problem, roles, locations } = useEditMemberForm(member, onDone);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="User Name" required data-autofocus {...form.getInputProps('userName')} />
        <TextInput label="Email" value={member.email} readOnly variant="filled" />
        <RoleChoice
          grantable={roles}
          value={form.values.role}
          onChange={(role) => form.setFieldValue('role', role)}
          error={form.errors.role}
        />
        <LocationChecks
          options={locations}
          description={`The locations ${member.userName} may use.`}
          required={form.values.role !== 'admin'}
          value={form.values.locationIds}
          onChange={(ids) => form.setFieldValue('locationIds', ids)}
          error={form.errors.locationIds}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
