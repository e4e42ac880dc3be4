import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { useConsoleAgencyId } from './agency-id';
import { useViewingAnotherAgency } from './console-path';
import { agencyOverviewQuery } from './queries';

/** Reminds the operator whose console this is: every change here changes that agency. */
export function OperatorBanner() {
  const viewing = useViewingAnotherAgency();
  const agencyId = useConsoleAgencyId();
  const prefix = useEmbedPrefix();
  const overview = useQuery({ ...agencyOverviewQuery(agencyId), enabled: viewing });
  if (!viewing) return null;
  const name = overview.data?.name ?? 'this agency';
  return (
    <Alert color="yellow" role="status">
      <Text size="sm">
        You are viewing {name}'s console as the operator.{' '}
        {overview.data?.suspended &&
          'The agency is suspended: its people cannot sign in until it is resumed. '}
        <Anchor component={Link} to={paths.admin('agencies', prefix)} size="sm">
          Back to the agencies
        </Anchor>
      </Text>
    </Alert>
  );
}
