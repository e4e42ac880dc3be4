import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { AgencyBrandHeader } from '../../../ui/AgencyBrandHeader';
import { useShowPageBrand } from '../../../ui/theme/page-brand';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { InvitationUnusable } from './InvitationUnusable';
import { unusableLink } from './link-state';
import { useInvitationPreview } from './useInvitationPreview';

/**
 * /invitation?token=…: where an invitation link leads; the new member chooses a password and signs in.
 * The page wears the inviting agency's logo and colours, as the e-mail did.
 */
export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const unusable = unusableLink(token, preview.error);
  useShowPageBrand(preview.data?.agency ?? null);
  return (
    <Center mih="100vh" p="md">
      <Paper p="xl" shadow="sm" withBorder maw={440} w="100%">
        {unusable ? (
          <InvitationUnusable reason={unusable} />
        ) : preview.data ? (
          <Stack gap="lg">
            <AgencyBrandHeader brand={preview.data.agency} />
            <AcceptInvitationForm token={token} invitation={preview.data} />
          </Stack>
        ) : preview.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{errorMessage(preview.error)}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void preview.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : (
          <Center py="xl">
            <Loader aria-label="Opening your invitation" />
          </Center>
        )}
      </Paper>
    </Center>
  );
}
