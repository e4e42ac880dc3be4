import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { agencyOverviewQuery } from '../queries';
import { ColoursCard } from './ColoursCard';
import { LogoCard } from './LogoCard';

/** The agency's logo and colours, which every screen of its clients is drawn with. */
export function BrandPage() {
  const agencyId = useConsoleAgencyId();
  const overview = useQuery(agencyOverviewQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Brand</Title>
      {overview.data ? (
        <>
          <LogoCard overview={overview.data} />
          <ColoursCard key={agencyId} overview={overview.data} />
        </>
      ) : (
        <QueryStatus query={overview} what="the brand" />
      )}
    </Stack>
  );
}
