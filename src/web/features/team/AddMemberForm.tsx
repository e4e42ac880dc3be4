import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { Team } from '../../../contract/team';
import { LocationChecks } from './LocationChecks';
import { RoleChoice } from './RoleChoice';
import { seatsFull, seatsFullReason } from './seats';
import type { SentInvitation } from './sent-invitation';
import { type InviteTarget, useInviteForm } from './useInviteForm';

interface Props {
  target: InviteTarget;
  seats: Team['seats'];
  onSent: (sent: SentInvitation) => void;
  onCancel: () => void;
}

export function AddMemberForm({ target, seats, onSent, onCancel }: Props) {
  const { form, submit, pending, problem, roles, roleReason, locations } = useInviteForm(target, onSent);
  const full = seatsFull(seats);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {full && (
          <Alert color="orange" role="alert" title="User limit reached">
            {seatsFullReason(seats.limit)}
          </Alert>
        )}
        <TextInput label="User Name" required data-autofocus {...form.getInputProps('userName')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <RoleChoice
          grantable={roles}
          reason={roleReason}
          value={form.values.role}
          onChange={(role) => form.setFieldValue('role', role)}
          error={form.errors.role}
        />
        <LocationChecks
          options={locations}
          description="The locations the new member may use."
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
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={full}>
            Send Invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
