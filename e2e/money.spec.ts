import type { APIRequestContext, Page } from '@playwright/test';
import { BalanceTab } from './pages/BalanceTab.js';
import { BillingTab } from './pages/BillingTab.js';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, createUserOf, expect, signIn, test } from './support/fixtures.js';
import {
  connectStripe,
  credit,
  newStripeAccount,
  saveCard,
  setAutoRecharge,
  setPrices,
  tokenOf,
  writePost,
} from './support/money.js';
import { CARD_NUMBERS } from './support/stripe-cards.js';
import { useStripeStandIn } from './support/stripe-js.js';

const BOUNDS = 'must be between $5.00 and $10,000.00';

// Each test signs an agency up, connects its Stripe and often saves a card before the screen opens: more
// than the default allows on a busy machine.
test.slow();

test.describe('an agency that takes cards through its own Stripe', () => {
  test.beforeEach(async ({ page }) => {
    await useStripeStandIn(page);
  });

  /** A client of an agency that has connected Stripe, signed in; its admin's token for API set-up. */
  async function client({ page, request }: { page: Page; request: APIRequestContext }) {
    const tenant = await createTenant(request, { role: 'admin' });
    const token = await tokenOf(request, tenant);
    await connectStripe(request, tenant, token);
    await signIn(page, request, tenant);
    const locationId = tenant.locations[0]?.id ?? '';
    return { tenant, token, locationId };
  }

  test('the first card is primary; a second is made primary; a card is removed', async ({
    page,
    request,
  }) => {
    await client({ page, request });
    const billing = new BillingTab(page);
    await billing.open();
    await expect(page.getByText('No cards yet')).toBeVisible();

    await billing.addCard.click();
    await expect(billing.addDialog.getByText('Your first card is your primary card.')).toBeVisible();
    await expect(billing.addDialog.getByRole('switch', { name: 'Make Primary' })).toBeDisabled();
    await billing.addDialog.getByRole('button', { name: 'Cancel' }).click();

    await billing.add('Ada Lovelace', CARD_NUMBERS.visa);
    await expect(billing.card('4242')).toContainText('Primary');
    await expect(billing.card('4242')).toContainText('Visa');
    await expect(billing.card('4242')).toContainText('12/2034');

    await billing.add('Ada Business', CARD_NUMBERS.authenticationRequired);
    await expect(billing.card('3184')).toBeVisible();
    await expect(billing.card('3184')).not.toContainText('Primary');
    await billing.card('3184').getByRole('button', { name: 'Make Visa ending in 3184 primary' }).click();
    await expect(billing.card('3184')).toContainText('Primary');
    await expect(billing.card('4242')).not.toContainText('Primary');

    await billing.card('4242').getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await expect(billing.removeDialog).toContainText('Remove Visa ending in 4242 (Ada Lovelace)?');
    await billing.removeDialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(billing.card('4242')).toHaveCount(0);
    await expect(billing.card('3184')).toContainText('Primary');
  });

  test("a declined card shows Stripe's words in the modal, and what was typed stays", async ({
    page,
    request,
  }) => {
    await client({ page, request });
    const billing = new BillingTab(page);
    await billing.open();
    await billing.addDialog.waitFor({ state: 'detached' });
    await billing.addCard.click();
    await billing.addDialog.getByRole('button', { name: 'Add Card' }).click();
    await expect(billing.addDialog.getByText('is required')).toBeVisible();
    await expect(billing.addDialog.getByText("Enter the card's number, expiry date and CVC")).toBeVisible();

    await billing.addDialog.getByRole('textbox', { name: 'Name on Card' }).fill('Ada Lovelace');
    await billing.addDialog.getByRole('textbox', { name: 'Card number' }).fill(CARD_NUMBERS.declined);
    await billing.addDialog.getByRole('button', { name: 'Add Card' }).click();
    await expect(billing.addDialog.getByRole('alert')).toContainText('Your card was declined.');
    await expect(billing.addDialog.getByRole('textbox', { name: 'Name on Card' })).toHaveValue(
      'Ada Lovelace',
    );

    // Another card on the same form goes through.
    await billing.addDialog.getByRole('textbox', { name: 'Card number' }).fill(CARD_NUMBERS.visa);
    await billing.addDialog.getByRole('button', { name: 'Add Card' }).click();
    await expect(billing.addDialog).toBeHidden();
    await expect(billing.card('4242')).toContainText('Ada Lovelace');
  });

  test('Add Balance of $25 charges the primary card; the balance and the log show it', async ({
    page,
    request,
  }) => {
    const { token, locationId } = await client({ page, request });
    await saveCard(request, token, locationId, CARD_NUMBERS.visa);
    const balance = new BalanceTab(page);
    await balance.open();
    await expect(balance.amount).toHaveText('$0.00');
    await balance.pay('25');
    await expect(page.getByText('$25.00 was added to your balance.')).toBeVisible();
    await expect(balance.addDialog).toBeHidden();
    await expect(balance.amount).toHaveText('$25.00');
    await expect(balance.logLine(/^Received new amount of \$25\.00 on \w+ \d{1,2}, \d{4}/)).toContainText(
      'Payment succeeded',
    );
  });

  test('an amount outside $5 to $10,000 is refused with the bounds, before any charge', async ({
    page,
    request,
  }) => {
    const { token, locationId } = await client({ page, request });
    await saveCard(request, token, locationId, CARD_NUMBERS.visa);
    const balance = new BalanceTab(page);
    await balance.open();
    await balance.pay('4.99');
    await expect(balance.addDialog.getByText(BOUNDS)).toBeVisible();
    await balance.addDialog.getByRole('textbox', { name: 'Amount' }).fill('10000.01');
    await balance.addDialog.getByRole('button', { name: 'Add Balance' }).click();
    await expect(balance.addDialog.getByText(BOUNDS)).toBeVisible();
    await balance.addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(balance.amount).toHaveText('$0.00');
    await expect(page.getByText('No entries yet.')).toBeVisible();
  });

  test('without a card, Add Balance says to add one and links to the Billing tab', async ({
    page,
    request,
  }) => {
    await client({ page, request });
    const balance = new BalanceTab(page);
    await balance.open();
    await balance.pay('10');
    await expect(balance.addDialog.getByRole('alert')).toContainText('Add a card on the Billing tab first');
    await balance.addDialog.getByRole('link', { name: 'Add a card on the Billing tab' }).click();
    await expect(page).toHaveURL(/\/app\/settings\?tab=billing$/);
    await expect(page.getByRole('heading', { name: 'Billing Cards' })).toBeVisible();
  });

  test('3-D Secure: a completed check adds the balance; a failed one charges nothing', async ({
    page,
    request,
  }) => {
    const { token, locationId } = await client({ page, request });
    await saveCard(request, token, locationId, CARD_NUMBERS.authenticationRequired);
    const balance = new BalanceTab(page);
    await balance.open();

    await balance.pay('30');
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('$30.00 was added to your balance.')).toBeVisible();
    await expect(balance.addDialog).toBeHidden();
    await expect(balance.amount).toHaveText('$30.00');

    await balance.pay('12.50');
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(
      page.getByText(
        'Your payment of $12.50 was canceled and you were not charged: We are unable to authenticate',
      ),
    ).toBeVisible();
    await expect(balance.amount).toHaveText('$30.00');
    await expect(balance.logLine('$12.50')).toHaveCount(0);
  });

  test('the two auto-recharge selects are saved together', async ({ page, request }) => {
    const { token, locationId } = await client({ page, request });
    await saveCard(request, token, locationId, CARD_NUMBERS.visa);
    const balance = new BalanceTab(page);
    await balance.open();
    await expect(balance.rechargeAmount).toHaveValue('Off');

    await balance.rechargeAmount.click();
    await page.getByRole('option', { name: '$25.00', exact: true }).click();
    await balance.saveAutoRecharge.click();
    await expect(
      page.getByText('choose both the amount and the threshold, or neither to turn auto-recharge off'),
    ).toBeVisible();

    await balance.chooseAutoRecharge('$25.00', '$10.00');
    await expect(
      page.getByText('Auto-recharge is on: $25.00 is added when your balance falls below $10.00'),
    ).toBeVisible();
    await page.reload();
    await expect(balance.rechargeAmount).toHaveValue('$25.00');
    await expect(balance.lowBalance).toHaveValue('$10.00');
  });

  test('a recharge the bank wants confirmed stops auto-recharge; Pay now pays with the client there', async ({
    page,
    request,
  }) => {
    const { tenant, token, locationId } = await client({ page, request });
    await saveCard(request, token, locationId, CARD_NUMBERS.authenticationRequired);
    await setPrices(request, tenant, token, { social: 5 });
    await credit(request, token, locationId, 1_002);
    await setAutoRecharge(request, token, locationId, 1_000, 1_000);
    // The post costs 5¢ and takes the balance under $10.00: a recharge is charged off-session.
    expect(await writePost(request, token, locationId)).toBe(200);

    const balance = new BalanceTab(page);
    await expect(async () => {
      await balance.open();
      await expect(page.getByText('Auto-recharge has stopped')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(balance.amount).toHaveText('$9.97');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await balance.addDialog.getByRole('textbox', { name: 'Amount' }).fill('10');
    await balance.addDialog.getByRole('button', { name: 'Add Balance' }).click();
    await page
      .getByRole('dialog', { name: '3D Secure 2 Test Page' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expect(balance.amount).toHaveText('$19.97');
  });

  test('a post the balance cannot pay for says so on the card, with Add Balance, whose tab says what each action costs', async ({
    page,
    request,
  }) => {
    const { tenant, token } = await client({ page, request });
    await setPrices(request, tenant, token, { social: 5 });
    await atDate(page, A_DAY);
    await page.goto('/app/calendar');
    await page.getByRole('tab', { name: 'October' }).click();
    const bread = page.locator('#day-2026-10-16').getByRole('article', { name: 'World Bread Day' });
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByRole('alert')).toContainText('costs $0.05', { timeout: 15_000 });
    await bread.getByRole('link', { name: 'Add Balance' }).click();
    await expect(page).toHaveURL(/\/app\/settings\?tab=balance$/);
    await expect(page.getByRole('heading', { name: 'Your Balance' })).toBeVisible();
    // The tab says what each action takes, for the built-in writer: it does not translate.
    const prices = page.getByRole('table', { name: 'What each action takes from the balance' });
    await expect(prices.getByRole('row', { name: 'Write a post $0.05' })).toBeVisible();
    await expect(prices.getByRole('row', { name: 'Make a picture Free' })).toBeVisible();
    await expect(prices.getByRole('row', { name: /Translate/ })).toHaveCount(0);
  });
});

test.describe('an agency that has not set up card payments', () => {
  test('the tabs say so; an admin adjusts the balance by hand and the log shows it', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { role: 'admin' });
    await signIn(page, request, tenant);
    const billing = new BillingTab(page);
    await billing.open();
    await expect(page.getByText('Your agency has not set up card payments yet')).toBeVisible();
    await expect(billing.addCard).toHaveCount(0);

    const balance = new BalanceTab(page);
    await balance.open();
    await expect(page.getByText('Your agency has not set up card payments yet')).toBeVisible();
    await expect(balance.addBalance).toHaveCount(0);
    await balance.adjust('10', 'Welcome credit');
    await expect(balance.amount).toHaveText('$10.00');
    await balance.adjust('2.50', 'Duplicate top-up', true);
    await expect(balance.amount).toHaveText('$7.50');
    // A minus sign is not a way to take money away: it is refused, pointing to the switch, and nothing is saved.
    await balance.adjust('-5', 'Refund');
    await expect(
      balance.adjustDialog.getByText('choose “Take from balance” to take money away'),
    ).toBeVisible();
    await balance.adjustDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(balance.amount).toHaveText('$7.50');
    await expect(balance.logLine(/^Adjusted by \+\$10\.00 on .+: Welcome credit/)).toBeVisible();
    await expect(balance.logLine(/^Adjusted by \u2212\$2\.50 on .+: Duplicate top-up/)).toBeVisible();
  });

  test('a User sees the balance and is told to ask the agency; there is no Adjust balance', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const member = await createUserOf(request, tenant, { locationIds: [tenant.locations[0]?.id ?? ''] });
    await signIn(page, request, { user: member });
    const balance = new BalanceTab(page);
    await balance.open();
    await expect(page.getByText('Ask your agency to add balance for you.')).toBeVisible();
    await expect(balance.adjustBalance).toHaveCount(0);
  });
});

test('the console Billing page saves the Stripe keys, shows them as hints, and saves the prices', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  const keys = await newStripeAccount(request, 'Harbour Marketing');
  await page.goto('/app/agency/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
    new RegExp(`/v1/webhooks/stripe/${tenant.agency.id}$`),
  );

  await page.getByRole('textbox', { name: 'Publishable key' }).fill(keys.publishableKey);
  await page.getByRole('textbox', { name: 'Secret key' }).fill('sk_test_not_an_account_of_stripe');
  await page.getByRole('textbox', { name: 'Webhook signing secret' }).fill(keys.webhookSecret);
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The keys were not saved' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Secret key' }).fill(keys.secretKey);
  await page.getByRole('textbox', { name: 'Webhook signing secret' }).fill(keys.webhookSecret);
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByText('Connected to Harbour Marketing')).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText(`Saved: •••• ${keys.secretKey.slice(-4)}.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Secret key' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Write a post, Built-in writer' }).fill('0.05');
  await page.getByRole('textbox', { name: 'Make a picture, Built-in writer' }).fill('0.2');
  await page.getByRole('textbox', { name: 'Monthly auto-recharge cap per location' }).fill('5');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('must be at least $10.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Monthly auto-recharge cap per location' }).fill('250');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('The prices were saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Write a post, Built-in writer' })).toHaveValue('$0.05');
  await expect(page.getByRole('textbox', { name: 'Make a picture, Built-in writer' })).toHaveValue('$0.20');
  await expect(page.getByRole('textbox', { name: 'Monthly auto-recharge cap per location' })).toHaveValue(
    '$250.00',
  );

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page
    .getByRole('dialog', { name: 'Disconnect Stripe?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByRole('heading', { name: 'Connect your Stripe account' })).toBeVisible();
});

test('a price left empty, negative, over $100.00 or past the cent is marked under its box as typed, and nothing is saved', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/billing');
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/billing/pricing')) saves.push(sent.url());
  });
  const price = (action: string) => page.getByRole('textbox', { name: `${action}, Built-in writer` });

  await price('Write a post').fill('');
  await price('Change tone').fill('-5');
  await price('Translate').fill('1000000');
  await price('Make a picture').fill('0.035');
  await page.getByRole('button', { name: 'Save prices' }).click();

  await expect(price('Write a post')).toHaveAccessibleDescription('This field is required.');
  await expect(price('Change tone')).toHaveAccessibleDescription('This cannot be negative.');
  await expect(price('Translate')).toHaveAccessibleDescription('This must be at most $100.00.');
  await expect(price('Make a picture')).toHaveAccessibleDescription('This must be whole cents.');
  // Nothing typed was cut to the maximum, rounded, or made positive.
  await expect(price('Change tone')).toHaveValue('-$5.00');
  await expect(price('Translate')).toHaveValue('$1000000.00');
  await expect(price('Make a picture')).toHaveValue('$0.035');
  await expect(page.getByText('The prices were saved')).toHaveCount(0);
  expect(saves).toEqual([]);
});

test('a price typed with a decimal comma is cents, "0,05" five of them, never $5.00', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/billing');
  const price = page.getByRole('textbox', { name: 'Write a post, Built-in writer' });
  await price.fill('');
  await price.pressSequentially('0,05');
  await price.blur();
  await expect(price).toHaveValue('$0.05');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('The prices were saved')).toBeVisible();
  await page.reload();
  await expect(price).toHaveValue('$0.05');
});
