import { Alert, Button, Group, Loader, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  AGENCY_AI_PROVIDERS,
  type AgencyAi,
  agencyAiProviderSchema,
} from '../../../../contract/agency-console/ai';
import { AI_PROVIDER_LABELS } from './provider-labels';
import { useProviderForm } from './useProviderForm';

const PROVIDER_CHOICES = AGENCY_AI_PROVIDERS.map((provider) => ({
  value: provider,
  label: AI_PROVIDER_LABELS[provider],
}));

interface Props {
  agencyId: string;
  ai: AgencyAi;
}

export function ProviderForm({ agencyId, ai }: Props) {
  const { form, submit, testing, problem, keyStored, baseUrlRequired } = useProviderForm(agencyId, ai);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="own-provider-title">
      <Stack>
        <Select
          label="Provider"
          required
          allowDeselect={false}
          data={PROVIDER_CHOICES}
          value={form.values.provider}
          onChange={(provider) => {
            const chosen = agencyAiProviderSchema.safeParse(provider);
            if (chosen.success) form.setFieldValue('provider', chosen.data);
          }}
          error={form.errors.provider}
        />
        <TextInput
          label="Base URL"
          required={baseUrlRequired}
          description={
            baseUrlRequired
              ? 'The address of the OpenAI-compatible API, such as https://llm.example.com/v1'
              : 'Optional: a proxy or a regional address of the provider'
          }
          {...form.getInputProps('baseUrl')}
        />
        <TextInput label="Model" required placeholder="gpt-4o-mini" {...form.getInputProps('model')} />
        <PasswordInput
          label="API key"
          autoComplete="off"
          placeholder={keyStored ? 'Leave empty to keep the stored key' : undefined}
          {...form.getInputProps('apiKey')}
        />
        {testing && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Testing the provider with one short call…</Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert" title="The provider was not saved">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={testing}>
            Test and save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
