import { Alert, Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { LOGO_TYPES } from '../../../contract/agency-console/brand';
import type { BrandProfileAnswer } from '../../../contract/brand-profile';
import { useLogoActions } from '../../ui/useLogoActions';
import { useRemoveBrandLogo, useUploadBrandLogo } from './mutations';

/** The business's own logo, drawn on its pictures instead of the agency's. */
export function BrandLogo({ locationId, answer }: { locationId: string; answer: BrandProfileAnswer }) {
  const { choose, removeLogo, resetFile, uploading, removing, problem } = useLogoActions({
    upload: useUploadBrandLogo(locationId),
    remove: useRemoveBrandLogo(locationId),
  });
  const logo = answer.profile.logo;
  return (
    <Stack gap="xs">
      <Title order={4}>Your logo</Title>
      {logo ? (
        <Box
          p="sm"
          w="fit-content"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Image src={logo} alt="Your logo" h={48} w="auto" fit="contain" />
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          No logo of your own: pictures carry your agency's.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        PNG, JPEG, SVG or WebP, at most 2 MB.
      </Text>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <FileButton
          onChange={(file) => void choose(file)}
          accept={LOGO_TYPES.join(',')}
          resetRef={resetFile}
          inputProps={{ 'aria-label': 'Your logo file' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploading}
            >
              Upload logo
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={removeLogo}
          loading={removing}
          disabled={!logo || uploading}
        >
          Remove logo
        </Button>
      </Group>
    </Stack>
  );
}
