import type { Locator, Page } from '@playwright/test';

/** Settings → Balance: the amount, Add Balance, auto-recharge, Adjust balance and the logs. */
export class BalanceTab {
  readonly amount: Locator;
  readonly addBalance: Locator;
  readonly addDialog: Locator;
  readonly adjustBalance: Locator;
  readonly adjustDialog: Locator;
  readonly logs: Locator;
  readonly rechargeAmount: Locator;
  readonly lowBalance: Locator;
  readonly saveAutoRecharge: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByTestId('balance-amount');
    this.addBalance = page
      .getByRole('tabpanel', { name: 'Balance' })
      .getByRole('button', { name: 'Add Balance' });
    this.addDialog = page.getByRole('dialog', { name: 'Add Balance' });
    this.adjustBalance = page.getByRole('button', { name: 'Adjust balance' });
    this.adjustDialog = page.getByRole('dialog', { name: 'Adjust balance' });
    this.logs = page.getByRole('list', { name: 'Account Balance Logs' });
    this.rechargeAmount = page.getByRole('textbox', { name: 'Recharge amount' });
    this.lowBalance = page.getByRole('textbox', { name: 'When balance falls below' });
    this.saveAutoRecharge = page.getByRole('button', { name: 'Save auto-recharge' });
  }

  async open() {
    await this.page.goto('/app/settings?tab=balance');
    await this.page.getByRole('heading', { name: 'Your Balance' }).waitFor();
  }

  /** Add Balance with an amount typed in dollars, as the client would. */
  async pay(dollars: string) {
    await this.addBalance.click();
    await this.addDialog.getByRole('textbox', { name: 'Amount' }).fill(dollars);
    await this.addDialog.getByRole('button', { name: 'Add Balance' }).click();
  }

  /** Adjust balance by hand: added, or taken away with `take`. */
  async adjust(dollars: string, reason: string, take = false) {
    await this.adjustBalance.click();
    if (take) await this.adjustDialog.getByText('Take from balance').click();
    await this.adjustDialog.getByRole('textbox', { name: 'Amount' }).fill(dollars);
    await this.adjustDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await this.adjustDialog.getByRole('button', { name: 'Save adjustment' }).click();
  }

  async chooseAutoRecharge(amount: string, below: string) {
    await this.rechargeAmount.click();
    await this.page.getByRole('option', { name: amount, exact: true }).click();
    await this.lowBalance.click();
    await this.page.getByRole('option', { name: below, exact: true }).click();
    await this.saveAutoRecharge.click();
  }

  logLine(text: string | RegExp) {
    return this.logs.getByRole('listitem').filter({ hasText: text });
  }
}
