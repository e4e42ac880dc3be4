import type { Locator, Page } from '@playwright/test';

/** The operator's console: the agencies, the New agency dialog, and Suspend's confirmation. */
export class AdminConsole {
  readonly agencies: Locator;
  readonly newAgency: Locator;
  readonly newAgencyDialog: Locator;
  readonly suspendDialog: Locator;

  constructor(readonly page: Page) {
    this.agencies = page.getByRole('table', { name: 'Agencies' });
    this.newAgency = page.getByRole('button', { name: 'New agency' });
    this.newAgencyDialog = page.getByRole('dialog', { name: 'New agency' });
    this.suspendDialog = page.getByRole('dialog', { name: 'Suspend agency' });
  }

  /** Opens the console from the top bar's Admin link. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  }

  /** Fills New agency and sends it: the agency and its first admin, who is invited. */
  async createAgency(agency: { name: string; domain?: string; adminName: string; adminEmail: string }) {
    await this.newAgency.click();
    const dialog = this.newAgencyDialog;
    await dialog.getByRole('textbox', { name: 'Agency name' }).fill(agency.name);
    if (agency.domain) await dialog.getByRole('textbox', { name: 'Domain' }).fill(agency.domain);
    await dialog.getByRole('textbox', { name: 'Admin name' }).fill(agency.adminName);
    await dialog.getByRole('textbox', { name: 'Admin e-mail' }).fill(agency.adminEmail);
    await dialog.getByRole('button', { name: 'Create agency' }).click();
  }

  agency(name: string) {
    return this.agencies.getByRole('row').filter({ hasText: name });
  }

  async openConsoleOf(name: string) {
    await this.agency(name)
      .getByRole('button', { name: `Open the console of ${name}` })
      .click();
  }

  async suspend(name: string) {
    await this.agency(name)
      .getByRole('button', { name: `Suspend ${name}` })
      .click();
    await this.suspendDialog.getByRole('button', { name: 'Suspend' }).click();
  }
}
