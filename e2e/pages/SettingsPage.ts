import type { Locator, Page } from '@playwright/test';

export class SettingsPage {
  readonly tabs: Locator;
  readonly switchAccount: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Settings' });
    this.switchAccount = page.getByRole('textbox', { name: 'Switch Account' });
    this.logout = page.getByRole('button', { name: 'Logout' });
  }

  tab(name: string) {
    return this.tabs.getByRole('tab', { name });
  }
}
