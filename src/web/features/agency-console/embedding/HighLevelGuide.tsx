import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CopyField } from '../../../ui/CopyField';

/** The address of the product that a platform's menu opens, for the user and sub-account HighLevel fills in. */
const menuLinkOf = (base: string) => `${base}/{{user.email}}/{{location.id}}/app/home`;

/** How to put the product in HighLevel's menu, signed in through HighLevel's own sign-on. */
export function HighLevelGuide({ base }: { base: string }) {
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="highlevel-guide-title">
      <Stack>
        <Title order={3} id="highlevel-guide-title">
          Add the product to HighLevel's menu
        </Title>
        <List type="ordered" spacing="sm" size="sm">
          <List.Item>
            In your HighLevel app (Marketplace → My Apps), open Advanced Settings → Auth → Shared Secret and
            generate a secret. Paste it above as the HighLevel shared secret.
          </List.Item>
          <List.Item>
            Set the platform origin above to the address HighLevel opens at for your team and clients:{' '}
            <Code>https://app.gohighlevel.com</Code>, or your white-label address such as{' '}
            <Code>https://app.youragency.com</Code>. Save.
          </List.Item>
          <List.Item>
            For each sub-account, create its location under Locations with the sub-account's Location ID
            (HighLevel shows it in the sub-account's Business Profile), so the link below opens that location.
          </List.Item>
          <List.Item>
            Ask the operator of this service to let that origin show it in a frame; browsers refuse to show it
            inside other sites until then.
          </List.Item>
          <List.Item>
            <Stack gap="xs">
              <Text size="sm">
                In HighLevel's agency view, open Settings → Custom Menu Links and create a link. Give it a
                title (for example Social Calendar) and an icon, and this URL:
              </Text>
              <CopyField label="Custom menu link URL" value={menuLinkOf(base)} />
            </Stack>
          </List.Item>
          <List.Item>
            Choose to open it in an iframe inside HighLevel, show it in sub-accounts (all of them, or the ones
            that have a location here), and save.
          </List.Item>
          <List.Item>
            Open a sub-account and click the link. The product asks HighLevel who is signed in, checks the
            answer with the shared secret, and opens the calendar for that user. HighLevel fills in the user's
            e-mail and the sub-account's Location ID: the link opens the location here with that same id. When
            sign-in fails, the sign-in page says why.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          To open another page, end the URL with <Code>/app/calendar</Code>, <Code>/app/dashboard</Code>,{' '}
          <Code>/app/chatapp</Code> or <Code>/app/settings</Code> instead of <Code>/app/home</Code>.
        </Text>
      </Stack>
    </Paper>
  );
}
