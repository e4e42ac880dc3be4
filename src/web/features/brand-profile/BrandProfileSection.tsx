import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { BrandLogo } from './BrandLogo';
import { BrandProfileForm } from './BrandProfileForm';
import { brandProfileQuery } from './queries';

/** The brand profile in Settings, where it is changed after Personalise has been filled in. */
export function BrandProfileSection({ locationId }: { locationId: string }) {
  const profile = useQuery(brandProfileQuery(locationId));
  return (
    <Paper p="lg" withBorder aria-labelledby="brand-profile-title">
      <Stack>
        <Title order={3} id="brand-profile-title">
          Brand profile
        </Title>
        <Text size="sm" c="dimmed">
          What your posts, pictures and calendar follow.
        </Text>
        {profile.isPending && <Loader size="sm" aria-label="Loading the brand profile" />}
        {profile.error && (
          <Alert color="red" role="alert">
            {errorMessage(profile.error)}
          </Alert>
        )}
        {profile.data && !profile.data.exists && (
          <Alert color="blue" title="Not saved yet">
            {profile.data.profile.category === 'other'
              ? 'Tell us about your business and save it: posts and pictures follow your profile once it is saved.'
              : 'We started it from your business name. Check it and save it: posts and pictures follow it once it is saved.'}
          </Alert>
        )}
        {profile.data && (
          <>
            <BrandProfileForm
              key={String(profile.data.exists)}
              locationId={locationId}
              answer={profile.data}
              onSaved={() => notifications.show({ color: 'green', message: 'The brand profile was saved' })}
            />
            {profile.data.exists && <BrandLogo locationId={locationId} answer={profile.data} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
