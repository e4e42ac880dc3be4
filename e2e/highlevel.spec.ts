import { randomBytes } from 'node:crypto';
import { createTenant, expect, signIn, test } from './support/fixtures.js';

/** A sub-account id as HighLevel makes them (20 letters and digits), fresh for each run. */
const subAccountId = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

test('an agency connects HighLevel through its authorisation page and imports its sub-accounts as locations', async ({
  page,
  request,
}) => {
  test.slow();
  const accounts = [
    {
      id: subAccountId(),
      name: `Harbour Bakery ${subAccountId().slice(0, 5)}`,
      timezone: 'Europe/London',
      country: 'GB',
    },
    {
      id: subAccountId(),
      name: `Lakeside Fitness ${subAccountId().slice(0, 5)}`,
      timezone: 'America/Chicago',
      country: 'US',
    },
  ];
  await request.post('/__e2e/highlevel/sub-accounts', { data: accounts });
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/embedding');
  const card = page.getByRole('region', { name: 'HighLevel account' });
  await card.getByRole('button', { name: 'Connect HighLevel' }).click();

  // HighLevel's page sends the browser back to the console, which finishes the connection.
  await expect(card.getByText('Connected to company company-123')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/app\/agency\/embedding$/);
  await card.getByRole('button', { name: 'Import sub-accounts' }).click();
  await expect(card.getByText('2 locations created, 0 brought up to date.')).toBeVisible();
  await expect(card).toContainText('kept in step with their sub-accounts every hour; last brought in step');

  await page.goto('/app/agency/locations');
  for (const account of accounts) await expect(page.getByText(account.name)).toBeVisible();
});
