import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';

/** How a platform other than HighLevel, or the agency's own server, signs the links it opens. */
export function SignedLinkFormat({ base }: { base: string }) {
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="signed-links-title">
      <Stack>
        <Title order={3} id="signed-links-title">
          Signing links yourself
        </Title>
        <Text size="sm">
          Any platform or server that knows the embed secret can open the product for a user with a signed
          link:
        </Text>
        <Code block>{`${base}/{email}/{locationId}/app/home?exp={exp}&sig={sig}`}</Code>
        <List size="sm" spacing={4}>
          <List.Item>
            <Code>exp</Code>: when the link stops working, in Unix seconds, at most 15 minutes ahead.
          </List.Item>
          <List.Item>
            <Code>sig</Code>: the HMAC-SHA256 of <Code>{'{email}\\n{locationId}\\n{exp}'}</Code> (the e-mail
            in lower case, one line each) made with the embed secret, encoded as base64url without padding.
          </List.Item>
          <List.Item>Each link signs in once: make a new one every time the page is opened.</List.Item>
          <List.Item>Make links on your server: the embed secret must never reach a browser.</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
