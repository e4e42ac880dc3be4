import { Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgencyOverview } from '../../../../contract/agency-console/brand';
import { LogoControls } from '../../../ui/LogoControls';
import { useRemoveLogo, useUploadLogo } from '../mutations';

/** The logo in the top bar and as the page icon; without one, the top bar shows the agency's name. */
export function LogoCard({ overview }: { overview: AgencyOverview }) {
  const mutations = { upload: useUploadLogo(), remove: useRemoveLogo() };
  const logo = overview.customisation.logo;
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="logo-title">
      <Stack>
        <Title order={3} id="logo-title">
          Logo
        </Title>
        {logo ? (
          // A very wide logo is shown whole at the card's width rather than widening the page.
          <Box
            p="sm"
            bg={overview.customisation.topbar_bg}
            w="fit-content"
            maw="100%"
            style={{ borderRadius: 8 }}
          >
            <Image src={logo} alt={`${overview.name} logo`} h={48} w="auto" maw="100%" fit="contain" />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet: the top bar shows the agency's name.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          PNG, JPEG, SVG or WebP, at most 2 MB. It also becomes the page icon in the browser's tab.
        </Text>
        <LogoControls mutations={mutations} hasLogo={Boolean(logo)} fileLabel="Logo file" prominent />
      </Stack>
    </Paper>
  );
}
