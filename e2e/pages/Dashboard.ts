import type { Locator, Page } from '@playwright/test';

/** The dashboard: its figure cards, period selector, charts and the next 7 days' events. */
export class Dashboard {
  readonly upcoming: Locator;

  constructor(readonly page: Page) {
    this.upcoming = page.getByRole('region', { name: 'The next 7 days' });
  }

  async goto() {
    await this.page.goto('/app/dashboard');
  }

  /** The figure of a card, by its label: "Total Posts Generated". */
  figure(label: string) {
    return this.page.getByRole('listitem', { name: label }).getByTestId('figure-value');
  }

  period(label: string) {
    return this.page.getByRole('radiogroup', { name: 'Period' }).getByText(label, { exact: true });
  }

  event(title: string) {
    return this.upcoming.getByRole('article', { name: title });
  }
}
