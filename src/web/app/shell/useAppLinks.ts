import { useQuery } from '@tanstack/react-query';
import { planAppsQuery } from '../../features/plans/queries';
import { useActiveLocation } from '../../session/useSession';
import { useAppPath } from '../embed-prefix';

export interface AppLink {
  label: string;
  to: string;
}

/** The apps the location's plan includes, as links, with the query that lists them. */
export function useAppLinks() {
  const location = useActiveLocation();
  const apps = useQuery(planAppsQuery(location?.plan_id));
  const appPath = useAppPath();
  const list = apps.data?.apps ?? [];
  const links: AppLink[] = [
    ...(list.includes('calendar') ? [{ label: 'Social Calendar', to: appPath('calendar') }] : []),
    ...(list.includes('social') ? [{ label: 'Chat App', to: appPath('chatapp') }] : []),
  ];
  return { links, apps };
}
