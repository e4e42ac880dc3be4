import type { Locator, Page } from '@playwright/test';

/** Home's news feed: the cards above the month's calendar. */
export class HomeNews {
  readonly feed: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.feed = page.getByRole('region', { name: 'News' });
    this.cards = this.feed.getByRole('article');
  }

  async goto() {
    await this.page.goto('/app/home');
  }

  card(title: string) {
    return this.feed.getByRole('article', { name: title });
  }

  /** The card's tag: the agency's name. */
  tag(card: Locator, agencyName: string) {
    return card.getByText(agencyName, { exact: true });
  }
}
