import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { GuardedModal } from '../../ui/GuardedModal';
import { BrandProfileForm } from './BrandProfileForm';
import { NotSavedYet } from './NotSavedYet';
import { brandProfileQuery } from './queries';

interface Props {
  locationId: string;
  opened: boolean;
  onClose: () => void;
}

/** Personalise: the brand profile, filled in once from a card; new posts follow it from then on. */
export function PersonaliseModal({ locationId, opened, onClose }: Props) {
  const profile = useQuery({ ...brandProfileQuery(locationId), enabled: opened });
  const [unsaved, setUnsaved] = useState(false);
  const close = () => {
    setUnsaved(false);
    onClose();
  };
  return (
    <GuardedModal
      opened={opened}
      unsaved={unsaved}
      loss="What you filled in has not been saved and will be lost."
      onClose={close}
      title="Personalise your posts"
      size="xl"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Tell us about your business: posts will name what you sell, sound like you and carry your colours.
          It takes two minutes, and you can change it later under Settings → Company.
        </Text>
        {profile.isPending && <Loader size="sm" aria-label="Loading your brand profile" />}
        {profile.error && (
          <Alert color="red" role="alert">
            {errorMessage(profile.error)}
          </Alert>
        )}
        {profile.data && <NotSavedYet answer={profile.data} />}
        {profile.data && (
          <BrandProfileForm
            locationId={locationId}
            answer={profile.data}
            onSaved={close}
            onUnsaved={setUnsaved}
          />
        )}
      </Stack>
    </GuardedModal>
  );
}
