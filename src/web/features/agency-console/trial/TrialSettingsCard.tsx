import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { TrialSettings } from '../../../../contract/agency-console/trial';
import { FREE_GENERATIONS } from '../../../../contract/trial';
import { CopyField } from '../../../ui/CopyField';
import { useConsolePath } from '../console-path';
import { useTrialSettingsForm } from './useTrialSettingsForm';

interface Props {
  agencyId: string;
  settings: TrialSettings;
}

/** Where the trial is, and how long visitors' data is kept. */
export function TrialSettingsCard({ agencyId, settings }: Props) {
  const { form, submit, pending, problem } = useTrialSettingsForm(agencyId, settings);
  const consolePath = useConsolePath();
  return (
    <Paper p="lg" withBorder>
      <Stack>
        <Title order={3}>Trial address</Title>
        <Text size="sm">
          Share this page with businesses you would like to win: they enter their name, business and e-mail,
          and write up to {FREE_GENERATIONS} posts free before upgrading.
        </Text>
        <CopyField label="Trial address" value={settings.addresses.shared} />
        {settings.addresses.ownDomain && (
          <CopyField label="On your own domain" value={settings.addresses.ownDomain} />
        )}
        {!settings.upgradePage && (
          <Alert color="yellow">
            Set your upgrade page under{' '}
            <Anchor component={Link} to={consolePath('links')} inherit>
              Links
            </Anchor>
            : without it, visitors see no way to upgrade.
          </Alert>
        )}
        <form onSubmit={submit}>
          <Stack>
            <Group align="flex-start" grow>
              <TextInput
                label="Trial name in the address"
                description={
                  form.values.slug.trim() !== settings.slug
                    ? `Links to …/trial/${settings.slug} already shared will stop working once you save`
                    : 'Letters, digits and dashes: …/trial/your-name'
                }
                autoComplete="off"
                {...form.getInputProps('slug')}
              />
              <NumberInput
                label="Keep visitors' data for (days)"
                description="After their last visit: 7 to 3650 days"
                min={7}
                max={3650}
                clampBehavior="none"
                allowDecimal={false}
                {...form.getInputProps('retentionDays')}
              />
            </Group>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button type="submit" loading={pending} w="fit-content">
              Save
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
