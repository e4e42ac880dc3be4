import { Image, Stack, Text } from '@mantine/core';
import { useDomainBrand } from '../../ui/theme/domain-brand';

/** On an agency's own domain, its logo and name greet visitors before they sign in. */
export function DomainBrandHeader() {
  const brand = useDomainBrand();
  if (!brand) return null;
  return (
    <Stack align="center" gap={4}>
      {brand.customisation.logo && (
        <Image src={brand.customisation.logo} alt={`${brand.name} logo`} h={56} w="auto" fit="contain" />
      )}
      <Text fw={700} size="lg">
        {brand.name}
      </Text>
    </Stack>
  );
}
