import { expect, test } from './support/fixtures.js';

test('opening / ends at the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("the server's /healthz answers", async ({ request }) => {
  const response = await request.get('/healthz');
  expect(await response.json()).toEqual({ status: 'ok' });
});
