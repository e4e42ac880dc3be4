import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { type CreatedAgency, useNewAgencyForm } from './useNewAgencyForm';

interface Props {
  onCreated: (created: CreatedAgency) => void;
  onCancel: () => void;
}

export function NewAgencyForm({ onCreated, onCancel }: Props) {
  const { form, submit, pending, problem } = useNewAgencyForm(onCreated);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Agency name" required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Domain"
          description="Optional: the agency's own host name, such as app.youragency.com"
          {...form.getInputProps('domain')}
        />
        <Divider
          label={
            <Text span size="sm" fw={500} c="bright">
              First admin
            </Text>
          }
          labelPosition="left"
          mt="xs"
        />
        <TextInput label="Admin name" required {...form.getInputProps('adminName')} />
        <TextInput label="Admin e-mail" type="email" required {...form.getInputProps('adminEmail')} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create agency
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
