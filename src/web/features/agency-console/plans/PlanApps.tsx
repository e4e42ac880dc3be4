import { Badge, Group, Text } from '@mantine/core';
import { appLabel } from './labels';

/** A plan's apps in words, for the list on a phone: those of the agency's plan say so. */
export function appsLine({ apps, inherited }: { apps: string[]; inherited: boolean }): string {
  if (apps.length === 0) return inherited ? "No apps: the agency's own plan opens none" : 'No apps';
  const named = apps.map(appLabel).join(', ');
  return inherited ? `${named} (from the agency's plan)` : named;
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
          {opened.inherited ? "None: the agency's own plan opens none" : 'None'}
        </Text>
      )}
      {opened.inherited && opened.apps.length > 0 && (
        <Text size="xs" c="dimmed">
          from the agency's plan
        </Text>
      )}
    </Group>
  );
}
