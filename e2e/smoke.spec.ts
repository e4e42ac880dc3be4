import { createTenant, expect, signIn, test } from './support/fixtures.js';

test('opening / ends at the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test("the server's /healthz answers", async ({ request }) => {
  const response = await request.get('/healthz');
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('no page breaks the content security policy: nothing evaluates code at run time', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, request, await createTenant(request));
  await page.goto('/app/calendar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/app/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  expect(violations).toEqual([]);
});
