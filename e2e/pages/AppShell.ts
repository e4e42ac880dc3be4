import type { Locator, Page } from '@playwright/test';

/** The top bar every in-app page shares. */
export class AppShell {
  readonly topBar: Locator;
  readonly nav: Locator;
  readonly apps: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByTestId('topbar');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.apps = this.nav.getByRole('button', { name: 'Apps' });
    this.menu = page.getByRole('menu');
  }

  link(name: 'Home' | 'Dashboard' | 'Settings') {
    return this.nav.getByRole('link', { name });
  }

  menuItem(name: string) {
    return this.menu.getByRole('menuitem', { name });
  }
}
