import type { Locator, Page } from '@playwright/test';

/** "Forgot password?": the e-mail to send a reset link to. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly send: Locator;
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.send = page.getByRole('button', { name: 'Send reset link' });
    this.outcome = page.getByRole('status');
  }

  async ask(email: string) {
    await this.email.fill(email);
    await this.send.click();
  }
}

/** Where the e-mailed link leads: the new password, twice. */
export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByRole('textbox', { name: 'New password', exact: true });
    this.confirm = page.getByLabel('Confirm new password');
    this.submit = page.getByRole('button', { name: 'Set new password' });
    this.error = page.getByRole('alert');
  }

  async choose(password: string) {
    await this.password.fill(password);
    await this.confirm.fill(password);
    await this.submit.click();
  }
}
