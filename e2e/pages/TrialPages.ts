import type { Locator, Page } from '@playwright/test';

/** The agency's public trial page and, once the form is sent, the visitor's trial calendar. */
export class TrialPages {
  readonly header: Locator;
  readonly upgradeDialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('trial-header');
    this.upgradeDialog = page.getByRole('dialog', { name: 'You have used your free posts' });
  }

  async signUp(slug: string, visitor: { userName: string; businessName: string; email: string }) {
    await this.page.goto(`/trial/${slug}`);
    await this.page.getByLabel('User Name').fill(visitor.userName);
    await this.page.getByLabel('Business Name').fill(visitor.businessName);
    await this.page.getByLabel('Email').fill(visitor.email);
    await this.page.getByRole('button', { name: 'Start my free trial' }).click();
  }

  /** The "3 of 10 free posts left" count in the header. */
  postsLeft(left: number, of = 10) {
    return this.header.getByText(`${left} of ${of} free posts left`);
  }

  /** An event's card in the calendar, by its title. */
  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }
}
