import { Badge, Group, Text } from '@mantine/core';
import { appLabel } from './labels';

/** A plan's apps in words, for the list on a phone: those of the agency's plan say so. */
export function appsLine({ apps, inherited }: { apps: string[]; inherited: boolean }): string {
  const named = apps.length > 0 ? apps.map(appLabel).join(', ') : 'No apps';
  return inherited ? `${named} (the agency plan's)` : named;
}

/** The apps a plan opens, as badges; a paid plan's are the agency plan's, and marked so. */
export function PlanApps({ opened }: { opened: { apps: string[]; inherited: boolean } }) {
  return (
    <Group gap={4}>
      {opened.apps.map((app) => (
        <Badge key={app} size="sm" variant="outline">
          {appLabel(app)}
        </Badge>
      ))}
      {opened.apps.length === 0 && (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
      {opened.inherited && (
        <Text size="xs" c="dimmed">
          the agency plan's
        </Text>
      )}
    </Group>
  );
}
