import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Colours } from '../../../../contract/agency-console/brand';
import { readableTextOn } from '../../../ui/theme/contrast';

interface Props {
  colours: Colours;
  logo: string;
  name: string;
}

/** The product drawn small in the colours being edited, before they are saved. */
export function BrandPreview({ colours, logo, name }: Props) {
  return (
    <Stack gap="xs" role="group" aria-labelledby="brand-preview-title">
      <Title order={4} id="brand-preview-title">
        Preview
      </Title>
      <Box
        style={{
          backgroundColor: colours.body_bg,
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <Group
          gap="xs"
          px="sm"
          py={8}
          wrap="nowrap"
          style={{ backgroundColor: colours.topbar_bg, color: readableTextOn(colours.topbar_bg) }}
        >
          {logo && <Image src={logo} alt="" h={24} w="auto" maw={120} fit="contain" />}
          <Text fw={700} size="sm" c="inherit" truncate>
            {name}
          </Text>
          <Text size="sm" c="inherit" ml="auto" style={{ whiteSpace: 'nowrap' }}>
            Home · Dashboard · Settings
          </Text>
        </Group>
        <Stack p="sm" gap="sm">
          <Paper p="sm" withBorder>
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                World Bread Day
              </Text>
              <Box
                component="span"
                px="sm"
                py={4}
                fz="sm"
                fw={600}
                style={{
                  backgroundColor: colours.button_bg,
                  color: colours.button_text,
                  border: `1px solid ${colours.button_border}`,
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                Write me a Post
              </Box>
            </Stack>
          </Paper>
          <Box
            p="sm"
            style={{
              backgroundColor: colours.newsfeed_bg,
              color: colours.newsfeed_text,
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Text size="sm" fw={600} c="inherit">
              News from {name}
            </Text>
            <Text size="xs" c="inherit" mb={6}>
              Our new posting schedule starts on Monday.
            </Text>
            <Box
              component="span"
              px={8}
              py={1}
              fz="xs"
              fw={600}
              style={{
                backgroundColor: colours.newsfeed_tag_bg,
                color: colours.newsfeed_tag_text,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              #announcement
            </Box>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
