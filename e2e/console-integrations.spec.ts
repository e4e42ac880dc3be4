import { createTenant, expect, signIn, test } from './support/fixtures.js';

test("an agency adds its own HighLevel marketplace app, connects HighLevel through it, and goes back to the server's", async ({
  page,
  request,
}) => {
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/integrations');
  const facebook = page.getByRole('region', { name: 'Facebook app' });
  const highLevel = page.getByRole('region', { name: 'HighLevel marketplace app' });
  await expect(
    facebook.getByText("This server's Facebook app is in use until you add your own."),
  ).toBeVisible();
  await expect(
    highLevel.getByRole('textbox', { name: 'Redirect address to register with the app' }),
  ).toHaveValue(/\/app\/agency\/embedding$/);

  await highLevel.getByRole('textbox', { name: 'Client ID' }).fill('agency-hl-client');
  await highLevel.getByRole('button', { name: 'Use my HighLevel app' }).click();
  await expect(highLevel.getByText('is required for a new app id')).toBeVisible();
  await highLevel.getByLabel('Client secret').fill('agency-hl-secret');
  await highLevel.getByRole('button', { name: 'Use my HighLevel app' }).click();
  await expect(page.getByText('Your HighLevel app was saved')).toBeVisible();
  await expect(highLevel.getByText('Your own HighLevel app is in use.')).toBeVisible();
  await expect(highLevel.getByLabel('Client secret')).toHaveValue('');
  await expect(highLevel.getByLabel('Client secret')).toHaveAttribute(
    'placeholder',
    'Leave empty to keep the stored secret',
  );

  // HighLevel's authorisation page is asked for the agency's app.
  await page.goto('/app/agency/embedding');
  const account = page.getByRole('region', { name: 'HighLevel account' });
  const authorisation = page.waitForRequest(/\/oauth\/chooselocation/);
  await account.getByRole('button', { name: 'Connect HighLevel' }).click();
  expect(new URL((await authorisation).url()).searchParams.get('client_id')).toBe('agency-hl-client');
  await expect(account.getByText('Connected to company company-123')).toBeVisible({ timeout: 20_000 });

  await page.goto('/app/agency/integrations');
  await highLevel.getByRole('button', { name: 'Remove my HighLevel app' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove my HighLevel app' }).click();
  await expect(
    highLevel.getByText("This server's HighLevel app is in use until you add your own."),
  ).toBeVisible();
  await expect(highLevel.getByRole('textbox', { name: 'Client ID' })).toHaveValue('');
});
