import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgencyOverview } from '../../../../contract/agency-console/brand';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyField } from '../../../ui/CopyField';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { agencyOverviewQuery } from '../queries';
import { DnsSteps } from './DnsSteps';
import { useDomainForm } from './useDomainForm';

function DomainForm({ overview }: { overview: AgencyOverview }) {
  const { form, submit, remove, pending, problem } = useDomainForm(overview);
  const [confirming, setConfirming] = useState(false);
  return (
    <form onSubmit={submit}>
      <ConfirmDialog
        opened={confirming}
        title="Remove the domain"
        confirmLabel="Remove domain"
        danger
        pending={pending}
        problem={null}
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
        onClose={() => setConfirming(false)}
      >
        Clients who open {overview.domain} will no longer reach the product there, and its sign-in page will
        no longer show your logo and colours.
      </ConfirmDialog>
      <Stack>
        <TextInput
          label="Domain"
          placeholder="app.youragency.com"
          description="The host name your clients open, without https:// or a path"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('domain')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            Save
          </Button>
          {overview.domain && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)} disabled={pending}>
              Remove domain
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The agency's own host name, whose sign-in page shows its logo and colours. */
export function DomainPage() {
  const agencyId = useConsoleAgencyId();
  const overview = useQuery(agencyOverviewQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Custom domain</Title>
      <Paper p="lg" withBorder>
        {overview.data ? (
          <Stack>
            <Text size="sm">
              Your clients can open the product at a host name of your own, such as app.youragency.com. Its
              sign-in page then shows your logo and colours.
            </Text>
            <DomainForm key={agencyId} overview={overview.data} />
            <DnsSteps domain={overview.data.domain} target={overview.data.serviceHost} />
          </Stack>
        ) : (
          <QueryStatus query={overview} what="the domain" />
        )}
      </Paper>
      {overview.data && (
        <Paper p="lg" withBorder component="section" aria-labelledby="sign-in-link-title">
          <Stack gap="sm">
            <Title order={3} size="h4" id="sign-in-link-title">
              Sign-in link
            </Title>
            <Text size="sm">
              Without a domain of your own, or until it is set up, give your clients this link: its sign-in
              page on {overview.data.serviceHost} shows your logo and colours too. It follows your free
              trial's address, so changing that changes this link.
            </Text>
            <CopyField label="Sign-in link" value={overview.data.signInLink} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
