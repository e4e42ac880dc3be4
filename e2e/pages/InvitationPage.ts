import type { Locator, Page } from '@playwright/test';

/** Where an invitation link leads: the new member chooses a password and signs in. */
export class InvitationPage {
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly join: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByLabel(/^Password/);
    this.confirmPassword = page.getByLabel('Confirm Password');
    this.join = page.getByRole('button', { name: 'Join and sign in' });
  }

  async choosePassword(password: string) {
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.join.click();
  }
}
