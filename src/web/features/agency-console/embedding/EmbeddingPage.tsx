import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { agencyOverviewQuery, embeddingQuery } from '../queries';
import { EmbeddingSettingsCard } from './EmbeddingSettingsCard';
import { EmbedSecretCard } from './EmbedSecretCard';
import { HighLevelCard } from './HighLevelCard';
import { HighLevelGuide } from './HighLevelGuide';
import { SampleLinkCard } from './SampleLinkCard';
import { SignedLinkFormat } from './SignedLinkFormat';

/** The agency's own domain when it has one, else this service's address: where embedded links point. */
function useProductBase(agencyId: string): string {
  const domain = useQuery(agencyOverviewQuery(agencyId)).data?.domain;
  return domain ? `https://${domain}` : window.location.origin;
}

/** How the product opens inside the agency's platform, and how people are signed in there. */
export function EmbeddingPage() {
  const agencyId = useConsoleAgencyId();
  const embedding = useQuery(embeddingQuery(agencyId));
  const base = useProductBase(agencyId);
  return (
    <Stack>
      <Title order={2}>Embedding</Title>
      {embedding.data ? (
        <>
          <EmbeddingSettingsCard key={agencyId} embedding={embedding.data} />
          <EmbedSecretCard embedding={embedding.data} />
          <SampleLinkCard />
          <HighLevelCard />
          <HighLevelGuide base={base} />
          <SignedLinkFormat base={base} />
        </>
      ) : (
        <QueryStatus query={embedding} what="the embedding settings" />
      )}
    </Stack>
  );
}
