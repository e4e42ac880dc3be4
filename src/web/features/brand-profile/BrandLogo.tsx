import { Box, Image, Stack, Text, Title } from '@mantine/core';
import type { BrandProfileAnswer } from '../../../contract/brand-profile';
import { LogoControls } from '../../ui/LogoControls';
import { useRemoveBrandLogo, useUploadBrandLogo } from './mutations';

/** The business's own logo, drawn on its pictures instead of the agency's. */
export function BrandLogo({ locationId, answer }: { locationId: string; answer: BrandProfileAnswer }) {
  const mutations = { upload: useUploadBrandLogo(locationId), remove: useRemoveBrandLogo(locationId) };
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
      <LogoControls mutations={mutations} hasLogo={Boolean(logo)} fileLabel="Your logo file" />
    </Stack>
  );
}
