import { Box, Grid, Stack, Tabs, Title } from '@mantine/core';
import { useSession } from '../../session/useSession';
import { LogoutButton } from './LogoutButton';
import { isPlatformSession } from './platform-session';
import { SwitchAccount } from './SwitchAccount';
import { settingsTabsFor } from './tabs';
import { useSettingsTab } from './useSettingsTab';

export function SettingsPage() {
  const session = useSession();
  const tabs = settingsTabsFor(session);
  const { openTab, open } = useSettingsTab(tabs);
  const account = (
    <Stack>
      {!isPlatformSession(session) && <SwitchAccount />}
      <LogoutButton />
    </Stack>
  );
  return (
    <Tabs value={openTab} onChange={open} orientation="vertical" variant="pills" keepMounted={false}>
      <Grid w="100%">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Stack>
            <Title order={2}>Settings</Title>
            <Tabs.List aria-label="Settings">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.id} value={tab.id}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Box visibleFrom="sm">{account}</Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          {tabs.map(({ id, label, Component }) => (
            <Tabs.Panel key={id} value={id}>
              <Component label={label} />
            </Tabs.Panel>
          ))}
        </Grid.Col>
        {/* On a phone the tab opens right under its list; switching account and signing out follow it. */}
        <Grid.Col span={12} hiddenFrom="sm">
          {account}
        </Grid.Col>
      </Grid>
    </Tabs>
  );
}
