import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CopyField } from '../../../ui/CopyField';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { useConsolePath } from '../console-path';
import { consoleLocationsQuery } from '../locations/queries';
import { useSampleLinkForm } from './useSampleLinkForm';

const expiry = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Makes a signed link for one of the agency's locations, to try opening the product as a client would. */
export function SampleLinkCard() {
  const agencyId = useConsoleAgencyId();
  const consolePath = useConsolePath();
  const locations = useQuery(consoleLocationsQuery(agencyId, { search: '', status: 'active' }));
  const { form, submit, pending, link, problem } = useSampleLinkForm();
  const list = locations.data?.locations ?? [];
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="sample-link-title">
      <Stack>
        <Title order={3} id="sample-link-title">
          Try a signed link
        </Title>
        {!locations.data ? (
          <QueryStatus query={locations} what="the locations" />
        ) : list.length === 0 ? (
          <Text size="sm">
            A link opens one of your locations.{' '}
            <Anchor component={Link} to={consolePath('locations')}>
              Add a location
            </Anchor>{' '}
            first.
          </Text>
        ) : (
          <form onSubmit={submit}>
            <Stack>
              <Select
                label="Location"
                placeholder="Choose a location"
                searchable
                data={list.map((l) => ({ value: l.id, label: `${l.businessName} (${l.id})` }))}
                {...form.getInputProps('locationId')}
              />
              <TextInput
                label="Email"
                type="email"
                description="The user the link signs in; an e-mail not known yet becomes a new user of that location."
                {...form.getInputProps('email')}
              />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={pending}>
                  Make a sample link
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {link && (
          <Stack gap="xs">
            <CopyField label="Sample link" value={link.link} />
            <Text size="sm" c="dimmed">
              It works once, until {expiry(link.expiresAt)}. Open it in a private window or another browser:
              in this one it would replace your own session.
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
