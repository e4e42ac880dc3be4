import { createHmac } from 'node:crypto';
import { APP_URL, PARENT_ORIGIN } from './support/constants.js';
import { createTenant, expect, test } from './support/fixtures.js';

const sign = (secret: string, email: string, locationId: string, exp: number) =>
  createHmac('sha256', secret).update(`${email}\n${locationId}\n${exp}`).digest('base64url');
const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const freshEmail = () => `embedded-${Math.random().toString(36).slice(2, 10)}@example.com`;

test.describe('signed embed links', () => {
  test('a valid link signs the user in and opens /{email}/{locationId}/app/home', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const location = tenant.locations[0]?.id ?? '';
    const email = freshEmail();
    const exp = inMinutes(10);
    await page.goto(
      `/${email}/${location}/app/calendar?exp=${exp}&sig=${sign(tenant.agency.embedSecret, email, location, exp)}`,
    );
    await expect(page).toHaveURL(`${APP_URL}/${email}/${location}/app/home`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an expired link shows why on the sign-in page', async ({ page, request }) => {
    const tenant = await createTenant(request);
    const location = tenant.locations[0]?.id ?? '';
    const email = freshEmail();
    const exp = inMinutes(-1);
    await page.goto(
      `/${email}/${location}/app/home?exp=${exp}&sig=${sign(tenant.agency.embedSecret, email, location, exp)}`,
    );
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired');
  });

  test('a tampered link is refused', async ({ page, request }) => {
    const tenant = await createTenant(request);
    const location = tenant.locations[0]?.id ?? '';
    const exp = inMinutes(10);
    const sig = sign(tenant.agency.embedSecret, freshEmail(), location, exp);
    await page.goto(`/${freshEmail()}/${location}/app/home?exp=${exp}&sig=${sig}`);
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid.');
  });

  test("a link for another agency's location is refused", async ({ page, request }) => {
    const mine = await createTenant(request);
    const theirs = await createTenant(request);
    const location = theirs.locations[0]?.id ?? '';
    const email = freshEmail();
    const exp = inMinutes(10);
    await page.goto(
      `/${email}/${location}/app/home?exp=${exp}&sig=${sign(mine.agency.embedSecret, email, location, exp)}`,
    );
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid.');
  });

  test('an unsigned link is refused where the agency has not allowed them', async ({ page, request }) => {
    const tenant = await createTenant(request);
    await page.goto(`/${freshEmail()}/${tenant.locations[0]?.id}/app/home`);
    await expect(page.getByRole('alert')).toContainText('missing its signature');
  });

  test('an unsigned link signs in where the agency allows them', async ({ page, request }) => {
    const tenant = await createTenant(request, { allowUnsignedEmbed: true });
    const email = freshEmail();
    await page.goto(`/${email}/${tenant.locations[0]?.id}/app/home`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('platform single sign-on', () => {
  test('inside the platform frame, the app asks the parent and signs in with its payload', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { platformOrigin: PARENT_ORIGIN });
    const location = tenant.locations[0]?.id ?? '';
    const email = freshEmail();
    const src = `${APP_URL}/${email}/${location}/app/home`;
    const data = JSON.stringify({ email, activeLocation: location, userName: 'Framed Florist' });
    const query = new URLSearchParams({ src, secret: tenant.agency.highlevelSecret, data });
    await page.goto(`${PARENT_ORIGIN}/parent?${query}`);
    const app = page.frameLocator('#app');
    await expect(app.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await app.getByRole('link', { name: 'Settings' }).click();
    await expect(app.getByRole('tab', { name: 'Integrations' })).toBeVisible();
    await expect(app.getByRole('tab', { name: 'Profile' })).toHaveCount(0);
  });

  test('a payload for another location is refused', async ({ page, request }) => {
    const tenant = await createTenant(request, { platformOrigin: PARENT_ORIGIN, locations: 2 });
    const [first, second] = tenant.locations;
    const email = freshEmail();
    const src = `${APP_URL}/${email}/${first?.id}/app/home`;
    const data = JSON.stringify({ email, activeLocation: second?.id });
    const query = new URLSearchParams({ src, secret: tenant.agency.highlevelSecret, data });
    await page.goto(`${PARENT_ORIGIN}/parent?${query}`);
    await expect(page.frameLocator('#app').getByRole('alert')).toContainText('another user or location');
  });
});
