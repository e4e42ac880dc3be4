import sharp from 'sharp';
import { AgencyConsole } from './pages/AgencyConsole.js';
import { AppShell } from './pages/AppShell.js';
import { APP_PORT } from './support/constants.js';
import { createTenant, createUserOf, expect, loginThroughApi, signIn, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

/** A small real PNG, as an agency would upload for its logo. */
const logoPng = () =>
  sharp({ create: { width: 24, height: 24, channels: 4, background: '#e67e22' } })
    .png()
    .toBuffer();

test('an admin changes the top bar colour and the logo, and a client of the agency sees them on their next page', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two browsers, several screens: given three times the usual time.
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  const client = await createUserOf(request, tenant, { locationIds: [tenant.locations[0]?.id ?? ''] });
  await signIn(page, request, tenant);
  await page.goto('/app/home');
  const agency = new AgencyConsole(page);
  await agency.open();
  await expect(page).toHaveURL(/\/app\/agency\/brand$/);
  await expect(agency.nav.getByRole('link', { name: 'Brand' })).toHaveAttribute('aria-current', 'page');

  await agency.typeColour(agency.topBarColour, '#2b6cb0');
  await agency.saveColours.click();
  await expect(page.getByText('The colours were saved')).toBeVisible();
  // The admin's own top bar changes at once.
  await expect(new AppShell(page).topBar).toHaveCSS('background-color', 'rgb(43, 108, 176)');

  await agency.logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByText('The logo was uploaded')).toBeVisible();
  await expect(agency.logo).toHaveAttribute('src', /\/media\/agencies\//);
  await expect(agency.preview.locator('img')).toHaveAttribute('src', /\/media\/agencies\//);

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, request, { user: client });
  await clientPage.goto('/app/home');
  const shell = new AppShell(clientPage);
  await expect(shell.topBar).toHaveCSS('background-color', 'rgb(43, 108, 176)');
  const logo = shell.topBar.getByRole('img', { name: tenant.agency.name });
  await expect(logo).toHaveAttribute('src', /^\/media\/agencies\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await logo.getAttribute('src');
  await expect(clientPage.locator('link[rel="icon"]')).toHaveAttribute('href', src ?? 'the logo');
  await clientContext.close();
});

test('colours whose text is hard to read are saved only once the admin confirms them', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/brand');
  const agency = new AgencyConsole(page);
  const savedButtonText = await agency.colour('Button text').inputValue();
  const makeButtonTextUnreadable = async () => {
    await agency.typeColour(agency.colour('Button background'), '#f8f9fa');
    await agency.colour('Button text').fill('#ffffff');
  };
  await makeButtonTextUnreadable();
  await agency.colour('Button text').press('Enter');

  const question = page.getByRole('dialog', { name: 'Save hard-to-read colours?' });
  await expect(question).toContainText('One text colour is hard to read');
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await agency.saveColours.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(agency.colour('Button text')).toHaveValue(savedButtonText);

  await makeButtonTextUnreadable();
  await agency.saveColours.click();
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('The colours were saved')).toBeVisible();
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(agency.colour('Button text')).toHaveValue('#ffffff');
});

test('a colour that is not one is marked under its field once left, and Save neither saves nor says it saved', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/brand');
  const agency = new AgencyConsole(page);
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/colours')) saves.push(sent.url());
  });

  await agency.typeColour(agency.topBarColour, 'blue-ish');
  await expect(agency.topBarColour).toHaveValue('blue-ish');
  await expect(agency.topBarColour).toHaveAccessibleDescription('This must be a colour like #1a2b3c.');
  await agency.typeColour(agency.colour('Button background'), '#12');
  await agency.saveColours.click();

  await expect(agency.colour('Button background')).toHaveValue('#12');
  await expect(agency.colour('Button background')).toHaveAccessibleDescription(
    'This must be a colour like #1a2b3c.',
  );
  await expect(agency.topBarColour).toHaveAccessibleDescription('This must be a colour like #1a2b3c.');
  await expect(page.getByText('The colours were saved')).toHaveCount(0);
  expect(saves).toEqual([]);

  // A colour typed the short way is one: written out in full when the field is left.
  await agency.typeColour(agency.colour('Button background'), '#fff');
  await expect(agency.colour('Button background')).toHaveValue('#ffffff');
});

test("an admin creates a plan without apps and a location on it, and that location's Apps menu is empty", async ({
  page,
  request,
  browser,
}) => {
  // Two people, two browsers, several screens: given three times the usual time.
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/brand');
  const agency = new AgencyConsole(page);

  await agency.openSection('Plans');
  await agency.createFreePlan('Nothing yet');
  await expect(page.getByText('The plan Nothing yet was created')).toBeVisible();
  await expect(agency.row('Plans', 'Nothing yet')).toContainText('Free');
  // A paid plan opens the agency plan's apps: its own boxes are off, and say why.
  await page.getByRole('button', { name: 'New plan' }).click();
  await agency.planDialog.getByRole('radio', { name: 'Paid' }).check();
  await expect(agency.planDialog.getByRole('checkbox', { name: 'Chat App' })).toBeDisabled();
  await expect(
    agency.planDialog.getByText("A paid plan opens the apps of your agency's plan: these are not used."),
  ).toBeVisible();
  await agency.planDialog.getByRole('button', { name: 'Cancel' }).click();

  await agency.openSection('Locations');
  await agency.createLocation('Quiet Bakery', 'Nothing yet');
  await expect(page.getByRole('status').filter({ hasText: 'Quiet Bakery was created' })).toBeVisible();
  // Said once, on the page with the id to copy; no toast says it again.
  await expect(page.getByText('Quiet Bakery was created')).toHaveCount(1);
  await expect(agency.row('Locations', 'Quiet Bakery')).toContainText('Nothing yet');
  const locationId = await agency.createdLocationId();

  const client = await createUserOf(request, tenant, { locationIds: [locationId] });
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, request, { user: client });
  await clientPage.goto('/app/home');
  const shell = new AppShell(clientPage);
  await shell.hoverApps();
  await expect(shell.menuItem('No apps in your plan')).toBeVisible();
  await expect(shell.menuItem('Social Calendar')).toHaveCount(0);
  await expect(shell.menuItem('Chat App')).toHaveCount(0);
  await clientContext.close();

  // The plan the location is on cannot be deleted: the dialog says why before anyone confirms.
  await agency.openSection('Plans');
  await page.getByRole('button', { name: 'Delete Nothing yet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete plan' });
  await expect(dialog.getByRole('alert')).toHaveText(
    '“Nothing yet” cannot be deleted: 1 location uses it, and must move to another plan first.',
  );
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(agency.row('Plans', 'Nothing yet')).toBeVisible();
});

test("a new location's time zone follows the country chosen, and a country of several zones offers its own first", async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request, { role: 'admin' }));
  await page.goto('/app/agency/locations');
  const agency = new AgencyConsole(page);
  await page.getByRole('button', { name: 'New location' }).click();
  const dialog = agency.locationDialog;
  const country = dialog.getByRole('textbox', { name: 'Country' });
  const timeZone = dialog.getByRole('textbox', { name: 'Time zone' });

  await country.fill('France');
  await page.getByRole('option', { name: 'France (FR)' }).click();
  await expect(timeZone).toHaveValue('Europe/Paris');

  await country.fill('Australia');
  await page.getByRole('option', { name: 'Australia (AU)' }).click();
  await expect(timeZone).toHaveValue('');
  await expect(timeZone).toHaveAccessibleDescription(
    "Australia has several: choose the business's, listed first",
  );
  await timeZone.click();
  await expect(page.getByRole('option').first()).toHaveText(/^Australia\//);
  await page.getByRole('option', { name: 'Australia/Perth — Western Australia (most areas)' }).click();
  await expect(timeZone).toHaveValue('Australia/Perth — Western Australia (most areas)');

  await dialog.getByRole('textbox', { name: 'Business name' }).fill('Perth Bakery');
  await dialog.getByRole('button', { name: 'Create location' }).click();
  await expect(agency.row('Locations', 'Perth Bakery')).toContainText('Australia/Perth');
});

test.describe('a new location in a browser set to the US', () => {
  test.use({ locale: 'en-US', timezoneId: 'UTC' });

  test("starts in the US with no time zone chosen when the browser's zone is not one of the country's", async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request, { role: 'admin' }));
    await page.goto('/app/agency/locations');
    await page.getByRole('button', { name: 'New location' }).click();
    const dialog = new AgencyConsole(page).locationDialog;
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue(/United States/);
    await expect(dialog.getByRole('textbox', { name: 'Time zone' })).toHaveValue('');
  });
});

test('the sign-in page on an agency’s own domain shows its logo and colours before anyone signs in', async ({
  request,
  browser,
}) => {
  const tenant = await createTenant(request, {
    role: 'admin',
    customisation: { body_bg: '#fdf6e3', button_bg: '#00695c', button_text: '#ffffff' },
  });
  const { data } = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const headers = { 'x-auth-token': data.token };
  const agencyId = tenant.agency.id;
  const logo = await request.put(`/v1/agencies/${agencyId}/logo`, {
    headers,
    data: { data: (await logoPng()).toString('base64') },
  });
  expect(logo.status()).toBe(200);
  const host = `agency-${Date.now()}.localhost`;
  const domain = await request.put(`/v1/agencies/${agencyId}/domain`, { headers, data: { domain: host } });
  expect(domain.status()).toBe(200);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`http://${host}:${APP_PORT}/auth/sign-in`);
  await expect(page.getByRole('img', { name: `${tenant.agency.name} logo` })).toBeVisible();
  await expect(page.getByText(tenant.agency.name, { exact: true })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    'rgb(0, 105, 92)',
  );
  await expect(page).toHaveTitle(tenant.agency.name);
  await visitor.close();
});

test("the agency's sign-in link on the shared host, from its console, shows its name and colours before anyone signs in", async ({
  page,
  request,
  browser,
}) => {
  const tenant = await createTenant(request, {
    role: 'admin',
    customisation: { body_bg: '#fdf6e3', button_bg: '#00695c', button_text: '#ffffff' },
  });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/domain');
  const link = await page.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
  expect(link).toMatch(/\/auth\/sign-in\?agency=[a-z0-9-]+$/);

  const visitor = await browser.newContext();
  const client = await visitor.newPage();
  await client.goto(link);
  await expect(client.getByText(tenant.agency.name, { exact: true })).toBeVisible();
  await expect(client.locator('body')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  await expect(client.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    'rgb(0, 105, 92)',
  );
  // Forgot password? keeps the agency's look, and so does the way back.
  await client.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(client.getByText(tenant.agency.name, { exact: true })).toBeVisible();
  await client.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(client).toHaveURL(/\/auth\/sign-in\?agency=/);
  // The same page without the link's agency wears no agency's look.
  await client.goto('/auth/sign-in');
  await expect(client.getByText(tenant.agency.name, { exact: true })).toHaveCount(0);
  await visitor.close();
});

test('a client sees no Agency link and is sent home from the agency console', async ({ page, request }) => {
  await signIn(page, request, await createTenant(request));
  await page.goto('/app/home');
  const shell = new AppShell(page);
  await expect(shell.link('Settings')).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: 'Agency' })).toHaveCount(0);
  await page.goto('/app/agency/brand');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('navigation', { name: 'Agency console' })).toHaveCount(0);
});

test('an admin finds a location by part of its name, and a search that matches none says so', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin', businessName: 'Sunrise Bakery' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByText('Sunrise Bakery')).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Search locations' });
  await search.fill('sunrise');
  await expect(table.getByText('Sunrise Bakery')).toBeVisible();
  await search.fill('harbour florist');
  await expect(page.getByText('No active location matches “harbour florist”.')).toBeVisible();
  await expect(table).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the locations and plans keep Edit and the other actions on screen, and no page is wider than the screen', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { role: 'admin' });
    await signIn(page, request, tenant);
    for (const [path, table] of [
      ['/app/agency/locations', 'Locations'],
      ['/app/agency/plans', 'Plans'],
    ] as const) {
      await page.goto(path);
      const edit = page.getByRole('table', { name: table }).getByRole('button', { name: /^Edit / });
      await expect(edit.first(), path).toBeInViewport();
      expect(await widerThanTheScreen(page), path).toBe(false);
    }
  });

  test('a table wider than the screen shades the edge where its columns are out of view', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { role: 'admin' });
    await signIn(page, request, tenant);
    await page.goto('/app/agency/billing');
    const prices = page.locator('.table-scroll').filter({ has: page.getByRole('table', { name: 'Prices' }) });
    await expect(prices).toBeVisible();
    const shade = () => prices.evaluate((box) => getComputedStyle(box).boxShadow);
    const rightEdge = 'rgba(0, 0, 0, 0.28) -16px 0px 12px -12px inset';
    const leftEdge = 'rgba(0, 0, 0, 0.28) 16px 0px 12px -12px inset';

    await expect.poll(shade).toContain(rightEdge);
    expect(await shade()).not.toContain(leftEdge);
    await prices.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(shade).toContain(leftEdge);
    expect(await shade()).not.toContain(rightEdge);

    // On a wider screen the prices fit: their table has no edge to shade.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(prices).toBeVisible();
    await expect.poll(shade).toBe('none');
  });
});

test('before anyone has tried the free trial, Leads says so and offers no empty file to download', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request, { role: 'admin' }));
  await page.goto('/app/agency/trial');
  await expect(page.getByText('Nobody has tried the free trial yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('from the keyboard, closing the Archive question gives the focus back to the row’s Archive', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/locations');
  const name = tenant.locations[0]?.businessName ?? '';
  const archive = page.getByRole('button', { name: `Archive ${name}` });
  await archive.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Archive location' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(archive).toBeFocused();
  // Cancel, the safe answer, does the same.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(archive).toBeFocused();
});

test('colours changed and not saved are not left behind without a question', async ({ page, request }) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/brand');
  const agency = new AgencyConsole(page);
  const saved = await agency.topBarColour.inputValue();
  await agency.typeColour(agency.topBarColour, '#2b6cb0');

  const plans = agency.nav.getByRole('link', { name: 'Plans' });
  await plans.click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toContainText('The colours you changed have not been saved.');
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/app\/agency\/brand$/);
  await expect(agency.topBarColour).toHaveValue('#2b6cb0');

  await plans.click();
  await question.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/agency\/plans$/);
  await agency.openSection('Brand');
  await expect(agency.topBarColour).toHaveValue(saved);
});

test('a new location typed and not saved is not lost to a slip of Escape', async ({ page, request }) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  await page.goto('/app/agency/locations');
  await page.getByRole('button', { name: 'New location' }).click();
  const form = page.getByRole('dialog', { name: 'New location' });
  await form.getByRole('textbox', { name: 'Business name' }).fill('Corner Café');

  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Business name' })).toHaveValue('Corner Café');

  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
});
