import { AppShell } from './pages/AppShell.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';
import { PHONE } from './support/viewport.js';

test.describe('the Apps menu lists only what the plan includes', () => {
  for (const [apps, visible, hidden] of [
    [['calendar', 'social'], ['Social Calendar', 'Chat App'], []],
    [['calendar'], ['Social Calendar'], ['Chat App']],
    [['social'], ['Chat App'], ['Social Calendar']],
    [[], ['No apps in your plan'], ['Social Calendar', 'Chat App']],
  ] as const) {
    test(`apps [${apps.join(', ')}]`, async ({ page, request }) => {
      await signIn(page, request, await createTenant(request, { apps: [...apps] }));
      await page.goto('/app/home');
      const shell = new AppShell(page);
      await shell.hoverApps();
      for (const name of visible) await expect(shell.menuItem(name)).toBeVisible();
      for (const name of hidden) await expect(shell.menuItem(name)).toHaveCount(0);
    });
  }

  test('opens from the keyboard and leads to the Social Calendar', async ({ page, request }) => {
    await signIn(page, request, await createTenant(request));
    await page.goto('/app/home');
    const shell = new AppShell(page);
    await shell.apps.focus();
    await page.keyboard.press('Enter');
    await expect(shell.menuItem('Social Calendar')).toBeVisible();
    await shell.menuItem('Social Calendar').click();
    await expect(page).toHaveURL(/\/app\/calendar$/);
  });

  test("on an app's page the Apps button is marked as where the user is, and the phone menu marks the page", async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request));
    await page.goto('/app/calendar');
    const shell = new AppShell(page);
    await expect(shell.apps).toHaveAttribute('data-current', 'true');
    await expect(shell.link('Home')).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/app/home');
    await expect(shell.link('Home')).toHaveAttribute('aria-current', 'page');
    await expect(shell.apps).not.toHaveAttribute('data-current');

    await page.setViewportSize(PHONE);
    await page.goto('/app/chatapp');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Chat App' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test("a paid plan shows the agency's active plan apps", async ({ page, request }) => {
    await signIn(page, request, await createTenant(request, { planType: 'pro', apps: ['calendar'] }));
    await page.goto('/app/home');
    const shell = new AppShell(page);
    await shell.hoverApps();
    await expect(shell.menuItem('No apps in your plan')).toBeVisible();
  });
});

test("the agency's colours and logo are applied", async ({ page, request }) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  await page.goto('/app/home');
  const shell = new AppShell(page);
  await expect(shell.topBar).toHaveCSS('background-color', 'rgb(16, 32, 48)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  const settings = shell.link('Settings');
  await expect(settings).toHaveCSS('background-color', 'rgb(192, 57, 43)');
  await expect(settings).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(settings).toHaveCSS('border-top-color', 'rgb(146, 43, 33)');
  await expect(shell.topBar.getByRole('img', { name: tenant.agency.name })).toBeVisible();
  // Beside the agency's name, the business the screens work for.
  await expect(shell.topBar.getByTestId('active-business')).toHaveText(
    tenant.locations[0]?.businessName ?? '',
  );
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
  await expect(page).toHaveTitle(`Home · ${tenant.agency.name}`);
});

test('on a light top bar the navigation turns dark so it stays readable', async ({ page, request }) => {
  await signIn(page, request, await createTenant(request, { customisation: { topbar_bg: '#f8f4e8' } }));
  await page.goto('/app/home');
  const shell = new AppShell(page);
  await expect(shell.topBar).toHaveCSS('background-color', 'rgb(248, 244, 232)');
  await expect(shell.link('Home')).toHaveCSS('color', 'rgb(26, 27, 30)');
  await expect(shell.link('Dashboard')).toHaveCSS('color', 'rgb(26, 27, 30)');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the menu button opens the main navigation with the plan's apps, and choosing a page closes it", async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request, { apps: ['calendar'] }));
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Chat App' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Social Calendar' }).click();
    await expect(page).toHaveURL(/\/app\/calendar$/);
    await expect(menu).toBeHidden();
    // The day's cards take the width of the screen and no more: nothing runs off its right edge.
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    // Measured once the card is laid out for good: it can be drawn again as the page's data arrives.
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(width);
    // Once the menu has slid away, the page is no wider than the screen.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
  });

  test('the top bar names the business being worked on under the agency, as it does beside it on a wide screen', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const businessName = tenant.locations[0]?.businessName ?? '';
    await signIn(page, request, tenant);
    await page.goto('/app/home');
    const bar = page.getByTestId('topbar');
    const shown = bar.getByText(businessName, { exact: true }).filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar.getByTestId('active-business')).toHaveText(businessName);
    await expect(shown).toHaveCount(1);
  });

  test("the agency console's sections are one select above the section", async ({ page, request }) => {
    await signIn(page, request, await createTenant(request, { role: 'admin' }));
    await page.goto('/app/agency/brand');
    await expect(page.getByRole('navigation', { name: 'Agency console' })).toBeHidden();
    await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Plans' });
    await expect(page).toHaveURL(/\/app\/agency\/plans$/);
    await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('plans');
  });
});

test('the first Tab offers to skip the top bar, and the next one is on the page itself', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await page.goto('/app/calendar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/calendar$/);
  const inMain = () => page.evaluate(() => document.activeElement?.closest('main') !== null);
  const stops: string[] = [];
  for (let tab = 0; tab < 4; tab++) {
    await page.keyboard.press('Tab');
    expect(await inMain()).toBe(true);
    stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(stops).toContain('Today');
  // Unfocused, it is out of sight.
  await page.mouse.click(5, 400);
  await expect(skip).not.toBeInViewport();
});
