import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ClearProviderButton } from './ClearProviderButton';
import { ProviderForm } from './ProviderForm';
import { currentProviderLine } from './provider-labels';
import { aiProviderQuery } from './queries';

/** What writes the agency's posts, and the form to bring its own provider. */
export function ProviderSection({ agencyId }: { agencyId: string }) {
  const ai = useQuery(aiProviderQuery(agencyId));
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="ai-provider-title">
      <Stack>
        <Title order={3} id="ai-provider-title">
          Provider
        </Title>
        {!ai.data ? (
          <QueryStatus query={ai} what="the AI provider" />
        ) : (
          <>
            <Group justify="space-between">
              <Text>{currentProviderLine(ai.data)}</Text>
              {ai.data.own && <ClearProviderButton agencyId={agencyId} />}
            </Group>
            <Title order={4} id="own-provider-title">
              {ai.data.own ? 'Change your own provider' : 'Bring your own provider'}
            </Title>
            <ProviderForm
              key={
                ai.data.own ? `${ai.data.own.provider} ${ai.data.own.model} ${ai.data.own.keyHint}` : 'none'
              }
              agencyId={agencyId}
              ai={ai.data}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
