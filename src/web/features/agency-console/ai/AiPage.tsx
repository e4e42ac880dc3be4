import { Stack, Title } from '@mantine/core';
import { useConsoleAgencyId } from '../agency-id';
import { ProviderSection } from './ProviderSection';
import { TemplatesSection } from './TemplatesSection';

/** The AI that writes the agency's posts, and the prompts it is given. */
export function AiPage() {
  const agencyId = useConsoleAgencyId();
  return (
    <Stack>
      <Title order={2}>AI</Title>
      <ProviderSection agencyId={agencyId} />
      <TemplatesSection agencyId={agencyId} />
    </Stack>
  );
}
