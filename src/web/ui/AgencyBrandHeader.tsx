import { Image, Stack, Text } from '@mantine/core';
import type { PublicBrand } from '../../contract/agency-console/brand';

/** An agency's logo and name at the top of a page shown before sign-in: its domain, trial page or invitation. */
export function AgencyBrandHeader({ brand }: { brand: PublicBrand }) {
  const { logo } = brand.customisation;
  return (
    <Stack align="center" gap={4}>
      {logo && <Image src={logo} alt={`${brand.name} logo`} h={56} w="auto" fit="contain" />}
      <Text fw={700} size="lg">
        {brand.name}
      </Text>
    </Stack>
  );
}
