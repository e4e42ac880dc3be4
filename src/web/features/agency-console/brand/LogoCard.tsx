import { Alert, Box, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type AgencyOverview, LOGO_TYPES } from '../../../../contract/agency-console/brand';
import { useLogoActions } from '../../../ui/useLogoActions';
import { useRemoveLogo, useUploadLogo } from '../mutations';

/** The logo in the top bar and as the page icon; without one, the top bar shows the agency's name. */
export function LogoCard({ overview }: { overview: AgencyOverview }) {
  const { choose, removeLogo, resetFile, uploading, removing, problem } = useLogoActions({
    upload: useUploadLogo(),
    remove: useRemoveLogo(),
  });
  const logo = overview.customisation.logo;
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="logo-title">
      <Stack>
        <Title order={3} id="logo-title">
          Logo
        </Title>
        {logo ? (
          <Box p="sm" bg={overview.customisation.topbar_bg} w="fit-content" style={{ borderRadius: 8 }}>
            <Image src={logo} alt={`${overview.name} logo`} h={48} w="auto" fit="contain" />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet: the top bar shows the agency's name.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          PNG, JPEG, SVG or WebP, at most 2 MB. It also becomes the page icon in the browser's tab.
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
            inputProps={{ 'aria-label': 'Logo file' }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
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
    </Paper>
  );
}
