import type { ComponentType } from 'react';
import type { SessionResponse } from '../../../contract/auth';
import type { SettingsTabId } from '../../app/paths';
import { BalanceTab } from '../balance/BalanceTab';
import { BillingTab } from '../billing/BillingTab';
import { IntegrationsTab } from '../integrations/IntegrationsTab';
import { TeamTab } from '../team/TeamTab';
import { CompanyTab } from './CompanyTab';
import { ProfileTab } from './ProfileTab';
import { showsSettingsTab } from './tab-visibility';

export interface SettingsTab {
  id: SettingsTabId;
  label: string;
  /** Renders the tab's panel; it is given the tab's label. */
  Component: ComponentType<{ label: string }>;
}

/** The settings tabs in the order they are listed. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'profile', label: 'Profile', Component: ProfileTab },
  { id: 'team', label: 'Team', Component: TeamTab },
  { id: 'billing', label: 'Billing', Component: BillingTab },
  { id: 'company', label: 'Company', Component: CompanyTab },
  { id: 'integrations', label: 'Integrations', Component: IntegrationsTab },
  { id: 'balance', label: 'Balance', Component: BalanceTab },
];

export const settingsTabsFor = (session: SessionResponse) =>
  SETTINGS_TABS.filter((tab) => showsSettingsTab(session, tab.id));
