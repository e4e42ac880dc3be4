import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { BrandLogo } from './BrandLogo';
import { BrandProfileForm } from './BrandProfileForm';
import { NotSavedYet } from './NotSavedYet';
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
        {profile.data && <NotSavedYet answer={profile.data} />}
        {profile.data && (
          <>
            <BrandProfileForm
              key={String(profile.data.exists)}
              locationId={locationId}
              answer={profile.data}
            />
            {profile.data.exists && <BrandLogo locationId={locationId} answer={profile.data} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
