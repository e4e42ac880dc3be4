import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { IntegrationApp } from '../../../../contract/agency-console/apps';
import { CopyField } from '../../../ui/CopyField';
import { APP_TEXTS } from './app-texts';
import { RemoveAppButton } from './RemoveAppButton';
import { useAppForm } from './useAppForm';

const SOURCE_LINES: Record<IntegrationApp['source'], (name: string) => string> = {
  agency: (name) => `Your own ${name} is in use.`,
  deployment: (name) => `This server's ${name} is in use until you add your own.`,
  none: (name) => `No ${name} is set up yet: add yours to turn this integration on.`,
};

const SOURCE_BADGES: Record<IntegrationApp['source'], { label: string; color: string }> = {
  agency: { label: 'Your own', color: 'green' },
  deployment: { label: "Server's", color: 'blue' },
  none: { label: 'Not set up', color: 'gray' },
};

/** One app: which is in use, the redirect address to register, and the form to use the agency's own. */
export function AppCard({ agencyId, app }: { agencyId: string; app: IntegrationApp }) {
  const texts = APP_TEXTS[app.kind];
  const { form, submit, saving, problem, secretStored } = useAppForm(agencyId, app);
  const titleId = `app-${app.kind}-title`;
  const badge = SOURCE_BADGES[app.source];
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby={titleId}>
      <Stack>
        <Group justify="space-between">
          <Title order={3} id={titleId}>
            {texts.title}
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm">
          {SOURCE_LINES[app.source](texts.name)} {texts.purpose}
        </Text>
        <CopyField label="Redirect address to register with the app" value={app.redirectUrl} />
        <form onSubmit={submit} noValidate aria-label={`Your own ${texts.name}`}>
          <Stack>
            <TextInput
              label={texts.idLabel}
              required
              autoComplete="off"
              {...form.getInputProps('clientId')}
            />
            <PasswordInput
              label={texts.secretLabel}
              autoComplete="off"
              required={!secretStored}
              placeholder={secretStored ? 'Leave empty to keep the stored secret' : undefined}
              {...form.getInputProps('clientSecret')}
            />
            {problem && (
              <Alert color="red" role="alert" title={`Your ${texts.name} was not saved`}>
                {problem}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={saving}>
                {app.source === 'agency' ? 'Save changes' : `Use my ${texts.name}`}
              </Button>
              {app.source === 'agency' && <RemoveAppButton agencyId={agencyId} app={app} />}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
