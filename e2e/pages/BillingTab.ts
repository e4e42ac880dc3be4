import type { Locator, Page } from '@playwright/test';

/** Settings → Billing: the saved cards and the Add New Card dialog with Stripe's card field. */
export class BillingTab {
  readonly cards: Locator;
  readonly addCard: Locator;
  readonly addDialog: Locator;
  readonly removeDialog: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('table', { name: 'Billing Cards' });
    this.addCard = page.getByRole('button', { name: 'Add New Card' });
    this.addDialog = page.getByRole('dialog', { name: 'Add New Card' });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove card' });
  }

  async open() {
    await this.page.goto('/app/settings?tab=billing');
    await this.page.getByRole('heading', { name: 'Billing Cards' }).waitFor();
  }

  /** Fills Add New Card: the name, the card number typed into Stripe's field, and Make Primary if asked. */
  async fillCard(name: string, number: string, makePrimary = false) {
    await this.addCard.click();
    await this.addDialog.getByRole('textbox', { name: 'Name on Card' }).fill(name);
    await this.addDialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    if (makePrimary) await this.addDialog.getByText('Make Primary').click();
  }

  async add(name: string, number: string, makePrimary = false) {
    await this.fillCard(name, number, makePrimary);
    await this.addDialog.getByRole('button', { name: 'Add Card' }).click();
  }

  card(text: string) {
    return this.cards.getByRole('row').filter({ hasText: text });
  }
}
