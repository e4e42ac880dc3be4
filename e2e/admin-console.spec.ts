import { z } from 'zod';
import { AdminConsole } from './pages/AdminConsole.js';
import { InvitationPage } from './pages/InvitationPage.js';
import { SignInPage } from './pages/SignInPage.js';
import { MAIL_APP_URL, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './support/constants.js';
import { expect, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

test.use({ baseURL: MAIL_APP_URL });

const mails = z.array(z.object({ subject: z.string(), text: z.string() }));

test('the operator creates an agency whose first admin receives the invitation, signs in and lands in the agency console', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two browsers, several screens: given three times the usual time.
  test.slow();
  const signInPage = new SignInPage(page);
  await page.goto(`${MAIL_APP_URL}/auth/sign-in`);
  await signInPage.signIn(SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
  // The operator's work is the agencies: signing in opens the operator console.
  await expect(page).toHaveURL(/\/app\/admin\/agencies$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Agency' })).toHaveCount(0);
  const admin = new AdminConsole(page);
  await admin.open();
  await expect(page).toHaveURL(/\/app\/admin\/agencies$/);

  const stamp = Date.now();
  const name = `Northwind Media ${stamp}`;
  const email = `first-admin-${stamp}@example.com`;
  await admin.createAgency({
    name,
    domain: `app.northwind-${stamp}.com`,
    adminName: 'Nadia',
    adminEmail: email,
  });
  await expect(page.getByText(`${name} was created and the invitation was sent to ${email}`)).toBeVisible();
  await expect(admin.newAgencyDialog).toBeHidden();
  await expect(admin.agency(name)).toContainText(`app.northwind-${stamp}.com`);
  await expect(admin.agency(name)).toContainText('Active');

  const mailedLink = async () => {
    const received = mails.parse(await (await request.get('/__e2e/mail', { params: { to: email } })).json());
    return /http:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(received.at(-1)?.text ?? '')?.[0] ?? '';
  };
  await expect.poll(mailedLink).toContain(`${MAIL_APP_URL}/invitation?token=`);

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(await mailedLink());
  await expect(invitee.getByRole('heading', { name: `Join ${name}` })).toBeVisible();
  await new InvitationPage(invitee).choosePassword('a fine new password');
  const inviteeNav = invitee.getByRole('navigation', { name: 'Main' });
  await expect(inviteeNav.getByRole('link', { name: 'Agency' })).toBeVisible();
  await inviteeNav.getByRole('link', { name: 'Agency' }).click();
  await expect(invitee).toHaveURL(/\/app\/agency\/brand$/);
  await expect(invitee.getByRole('group', { name: 'Preview' })).toContainText(name);

  // The operator opens the new agency's console from the list, and is reminded whose it is.
  await admin.openConsoleOf(name);
  await expect(page).toHaveURL(/\/app\/agency\/brand\?agency=/);
  await expect(page.getByRole('status').filter({ hasText: 'as the operator' })).toContainText(
    `You are viewing ${name}'s console as the operator.`,
  );
  // Its address names the agency opened, which is no sign-in link's agency: a reload asks for no agency's look.
  const brandLookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/brands/')) brandLookups.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'as the operator' })).toBeVisible();
  expect(brandLookups).toEqual([]);
  await page.getByRole('link', { name: 'Back to the agencies' }).click();

  await admin.suspend(name);
  await expect(page.getByText(`${name} was suspended`)).toBeVisible();
  await expect(admin.agency(name)).toContainText('Suspended');

  // The new admin's next request ends their session with the reason: the agency is theirs, so they ask the operator.
  await invitee
    .getByRole('navigation', { name: 'Agency console' })
    .getByRole('link', { name: 'Locations' })
    .click();
  await expect(
    invitee.getByRole('alert').filter({ hasText: 'Your session has ended' }).filter({
      hasText: "Your agency's account is suspended. Please contact the service's operator to restore it.",
    }),
  ).toBeVisible();
  await expect(invitee).toHaveURL(/\/auth\/sign-in$/, { timeout: 15_000 });
  await inviteeContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the operator sees each agency's status and its actions whole, and the page is no wider than the screen", async ({
    page,
  }) => {
    await page.goto(`${MAIL_APP_URL}/auth/sign-in`);
    await new SignInPage(page).signIn(SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/app\/admin\/agencies$/);
    const row = page.getByRole('table', { name: 'Agencies' }).getByRole('row').nth(1);
    await expect(row.getByText(/^(Active|Suspended)$/).filter({ visible: true })).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Open the console of / })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: /^(Suspend|Resume) / })).toBeInViewport({ ratio: 1 });
    expect(await widerThanTheScreen(page)).toBe(false);
  });
});

test("the operator resends a new agency's invitation from its console, with a new link, revokes it, and invites the first admin again", async ({
  page,
  request,
}) => {
  await page.goto(`${MAIL_APP_URL}/auth/sign-in`);
  await new SignInPage(page).signIn(SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
  const admin = new AdminConsole(page);
  await admin.open();
  const stamp = Date.now();
  const name = `Harbour Social ${stamp}`;
  const email = `owner-${stamp}@example.com`;
  await admin.createAgency({ name, adminName: 'Olivia', adminEmail: email });
  await expect(page.getByText(`${name} was created and the invitation was sent to ${email}`)).toBeVisible();
  const links = async () => {
    const received = mails.parse(await (await request.get('/__e2e/mail', { params: { to: email } })).json());
    return received.map((mail) => /\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '');
  };
  await expect.poll(async () => (await links()).length).toBe(1);

  // The first admin never got it: the operator sends it again from the agency's Users.
  await admin.openConsoleOf(name);
  await page.getByRole('navigation', { name: 'Agency console' }).getByRole('link', { name: 'Users' }).click();
  // The tab says which page it is, before whose look the page wears.
  await expect(page).toHaveTitle(/^Users · /);
  await page.getByRole('button', { name: `Resend the invitation for ${email}` }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect.poll(async () => (await links()).length).toBe(2);
  const [first, second] = await links();
  expect(second).not.toBe(first);

  await page.getByRole('button', { name: `Revoke the invitation for ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the invitation?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  // With no admin and no invitation left, the operator invites the agency's first admin again.
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Add Team Member' });
  await invite.getByLabel('User Name').fill('Olivia');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('radio', { name: 'Admin' }).check();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);
  await expect.poll(async () => (await links()).length).toBe(3);
});

test('the operator, whose account has no business, is told where the businesses are: the agencies, from the operator console', async ({
  page,
}) => {
  await page.goto(`${MAIL_APP_URL}/auth/sign-in`);
  await new SignInPage(page).signIn(SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/app\/admin\/agencies$/);
  await page.goto('/app/home');
  const notice = page.getByRole('status').filter({ hasText: 'Your account has no business yet' });
  await expect(notice).toContainText('Businesses belong to the agencies');
  await notice.getByRole('link', { name: 'the operator console' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/agencies$/);
});
