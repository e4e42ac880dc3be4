import { expect, type Locator, type Page } from '@playwright/test';

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

  /**
   * Hovers the Apps button until its menu shows (the menu opens on hover once the page is interactive).
   * Each try waits 3 s for the menu before moving away and hovering again: on a busy machine opening can
   * take over a second, and a shorter wait moved the pointer away just before every opening.
   */
  async hoverApps() {
    await expect(async () => {
      await this.page.mouse.move(0, 0);
      await this.apps.hover();
      await expect(this.menu).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  menuItem(name: string) {
    return this.menu.getByRole('menuitem', { name });
  }
}
