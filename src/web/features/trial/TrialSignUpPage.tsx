import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FREE_GENERATIONS, TRIAL_LINK_PARAM, type TrialPage } from '../../../contract/trial';
import { isApiError } from '../../api/api-error';
import { paths } from '../../app/paths';
import { useStoredSession } from '../../session/store';
import { AgencyBrandHeader } from '../../ui/AgencyBrandHeader';
import { FormCard } from '../../ui/FormCard';
import { QueryStatus } from '../../ui/QueryStatus';
import { brandHostOf } from '../../ui/theme/brand-host';
import { useShowPageBrand } from '../../ui/theme/page-brand';
import { useForgetDeletedTrial } from './mutations';
import { ongoingTrialQuery, type TrialAgency, trialPageQuery } from './queries';
import { useTrialForm } from './useTrialForm';
import { useTrialLink } from './useTrialLink';

/** /trial/{slug} names the agency on the shared host; /trial alone is on the agency's own domain. */
function useTrialAgency(): TrialAgency | null {
  const { slug } = useParams();
  if (slug) return { slug };
  const host = brandHostOf(window.location.hostname);
  return host ? { host } : null;
}

const wasDeleted = (state: unknown) =>
  typeof state === 'object' && state !== null && 'trialDeleted' in state && state.trialDeleted === true;

function TrialForm({ agency, page }: { agency: TrialAgency; page: TrialPage }) {
  const { form, submit, pending, problem } = useTrialForm(agency);
  const [search] = useSearchParams();
  const link = useTrialLink(agency, form, search.get(TRIAL_LINK_PARAM));
  const deleted = wasDeleted(useLocation().state);
  useForgetDeletedTrial(deleted);
  const stored = useStoredSession();
  const ongoing = useQuery({ ...ongoingTrialQuery(stored?.token ?? null), enabled: !deleted });
  const continuing = ongoing.data?.slug === page.slug ? ongoing.data : null;
  return (
    <FormCard
      title="Try it free"
      titleId="trial-title"
      onSubmit={submit}
      header={<AgencyBrandHeader brand={page.brand} />}
    >
      {link.opening && (
        <Alert role="status" title="Opening your trial…">
          <Loader size="sm" aria-hidden />
        </Alert>
      )}
      {link.openProblem && (
        <Alert color="red" role="alert">
          {link.openProblem}
        </Alert>
      )}
      {deleted && (
        <Alert color="green" role="status">
          Your trial data was deleted.
        </Alert>
      )}
      {continuing && (
        <Alert role="status" title={`Welcome back, ${continuing.userName}`}>
          <Text size="sm" mb="sm">
            Your free trial for {continuing.businessName} is waiting, with {continuing.left} of{' '}
            {continuing.limit} free posts left.
          </Text>
          <Button component={Link} to={paths.app('freetrial')}>
            Continue my trial
          </Button>
        </Alert>
      )}
      <Text size="sm">
        See a year of holidays and awareness days, and have {FREE_GENERATIONS} social posts written for your
        business, free.
      </Text>
      {/* Checked by the contract's rules, whose messages show under each field, not the browser's. */}
      <TextInput label="User Name" autoComplete="name" withAsterisk {...form.getInputProps('userName')} />
      <TextInput
        label="Business Name"
        autoComplete="organization"
        withAsterisk
        {...form.getInputProps('businessName')}
      />
      <TextInput
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <Button type="submit" loading={pending}>
        Start my free trial
      </Button>
      {page.linksByEmail ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Coming back? Your trial opens from the browser you started it in; in another, have a link to it
            sent to your e-mail.
          </Text>
          <Button variant="subtle" size="compact-sm" loading={link.asking} onClick={link.ask}>
            E-mail me a link to my trial
          </Button>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          Coming back? Your trial opens from the browser you started it in.
        </Text>
      )}
      {link.sent && (
        <Alert color="blue" role="status">
          {link.sent}
        </Alert>
      )}
      {link.sendProblem && (
        <Alert color="red" role="alert">
          {link.sendProblem}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </FormCard>
  );
}

/** An agency's public free-trial page: its look, and the short form that opens the trial calendar. */
export function TrialSignUpPage() {
  const agency = useTrialAgency();
  const page = useQuery(trialPageQuery(agency));
  useShowPageBrand(page.data?.brand ?? null);
  if (!agency || isApiError(page.error, 'not_found')) {
    return (
      <Center mih="100vh" p="md">
        <Alert color="yellow" title="This free trial is not available" maw={420}>
          Please check the address you were given, or ask the agency that sent it.
        </Alert>
      </Center>
    );
  }
  if (!page.data) {
    return (
      <Center mih="100vh" p="md">
        {page.isError ? (
          <QueryStatus query={page} what="the free trial" />
        ) : (
          <Loader aria-label="Loading the free trial" />
        )}
      </Center>
    );
  }
  return <TrialForm agency={agency} page={page.data} />;
}
