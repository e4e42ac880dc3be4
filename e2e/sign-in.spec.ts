import { sessionResponseSchema } from '../src/contract/auth.js';
import { SignInPage } from './pages/SignInPage.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/constants.js';
import { createTenant, expect, test } from './support/fixtures.js';

test('a wrong password shows the server message under the form, until the person edits what they sent', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(tenant.user.email, 'not the password');
  await expect(signIn.error).toHaveText('The e-mail or password is not correct');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signIn.password.fill('another try');
  await expect(signIn.error).toBeHidden();
});

test('signing in stores the session with the first location active and opens /app/home', async ({
  page,
  request,
}) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  // The browser keeps only the token and the active location; the rest comes from the server.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
  expect(Object.keys(stored).sort()).toEqual(['activeLocationId', 'token']);
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const session = sessionResponseSchema.parse(
    await (await request.get('/v1/auth/session', { headers: { 'x-auth-token': stored.token } })).json(),
  );
  expect(session.data.email).toBe(DEMO_EMAIL);
  expect(session.activeLocations.map((l) => l.business_name)).toEqual(['Sunrise Bakery', 'Harbor Fitness']);
  expect(stored.activeLocationId).toBe(session.activeLocations[0]?.id);
  await expect(page).toHaveTitle('Home · Demo Agency');
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.email.focus();
  await page.keyboard.type(DEMO_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/home$/);
});
