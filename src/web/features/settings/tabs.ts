import type { ComponentType } from 'react';
import type { SessionResponse } from '../../../contract/auth';
import { TeamTab } from '../team/TeamTab';
import { CompanyTab } from './CompanyTab';
import { LaterTab } from './LaterTab';
import { ProfileTab } from './ProfileTab';
import { isPlatformSession } from './platform-session';

export interface SettingsTab {
  id: string;
  label: string;
  visibleFor: (session: SessionResponse) => boolean;
  /** Renders the tab's panel; it is given the tab's label. */
  Component: ComponentType<{ label: string }>;
}

const everyone = () => true;
const outsideThePlatform = (session: SessionResponse) => !isPlatformSession(session);

/** The settings tabs in the order they are listed. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'profile', label: 'Profile', visibleFor: outsideThePlatform, Component: ProfileTab },
  { id: 'team', label: 'Team', visibleFor: outsideThePlatform, Component: TeamTab },
  { id: 'billing', label: 'Billing', visibleFor: outsideThePlatform, Component: LaterTab },
  { id: 'company', label: 'Company', visibleFor: outsideThePlatform, Component: CompanyTab },
  { id: 'integrations', label: 'Integrations', visibleFor: everyone, Component: LaterTab },
  { id: 'balance', label: 'Balance', visibleFor: everyone, Component: LaterTab },
];

export const settingsTabsFor = (session: SessionResponse) =>
  SETTINGS_TABS.filter((tab) => tab.visibleFor(session));
