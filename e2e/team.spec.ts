import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { sessionResponseSchema } from '../src/contract/auth.js';
import { sentInvitationSchema } from '../src/contract/team.js';
import { InvitationPage } from './pages/InvitationPage.js';
import { TeamTab } from './pages/TeamTab.js';
import { MAIL_APP_URL } from './support/constants.js';
import {
  createTenant,
  expect,
  loginThroughApi,
  signIn,
  storedToken,
  type Tenant,
  test,
} from './support/fixtures.js';
import { PHONE } from './support/viewport.js';

/** Invites someone through the API and accepts for them: a second member of the tenant's agency. */
async function addMember(request: APIRequestContext, tenant: Tenant, token: string, userName: string) {
  const email = `${userName.toLowerCase()}-${Date.now()}@example.com`;
  const invited = await request.post('/v1/team/invitations', {
    headers: { 'x-auth-token': token },
    data: { userName, email, role: 'agency', locationIds: [tenant.locations[0]?.id] },
  });
  const { link } = sentInvitationSchema.parse(await invited.json());
  const invitationToken = new URL(link ?? '').searchParams.get('token');
  const accepted = await request.post('/v1/invitations/accept', {
    data: { token: invitationToken, password: 'a fine new password', confirmPassword: 'a fine new password' },
  });
  expect(accepted.status()).toBe(200);
  return { userName, email };
}

test('an admin invites a member, who opens the link in the agency’s colours, chooses a password and lands on the calendar', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two browsers, several screens: given three times the usual time.
  test.slow();
  const tenant = await createTenant(request, {
    role: 'admin',
    customisation: { button_bg: '#00695c', button_text: '#ffffff' },
  });
  await signIn(page, request, tenant);
  const team = new TeamTab(page);
  await team.open();
  await expect(team.member(tenant.user.email)).toContainText('Admin');

  const email = `robin-${Date.now()}@example.com`;
  await team.invite('Robin', email);
  await expect(team.invitation(email)).toContainText('User');
  // The invitation says which business it gives: the one being worked on, checked by default.
  await expect(team.invitation(email)).toContainText(tenant.locations[0]?.businessName ?? '');
  // The browser tests' server sends no e-mail, so the inviter is given the link to pass on, with no toast over it.
  await expect(page.getByText('This server sends no e-mail: send this link to Robin')).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  const link = await team.handLink('Robin').inputValue();
  expect(link).toMatch(/\/invitation\?token=[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  const invitee = await stranger.newPage();
  const previews: string[] = [];
  invitee.on('request', (sent) => {
    if (sent.url().endsWith('/v1/invitations/preview')) previews.push(sent.url());
  });
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: `Join ${tenant.agency.name}` })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  const invitation = new InvitationPage(invitee);
  await expect(invitation.join).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await invitation.password.fill('a fine new password');
  await invitation.confirmPassword.fill('another password');
  await expect(invitee.getByText('does not match the password you chose')).toBeVisible();
  await invitation.choosePassword('a fine new password');
  await expect(invitee).toHaveURL(/\/app\/calendar$/);
  const session = sessionResponseSchema.parse(
    await (
      await request.get('/v1/auth/session', { headers: { 'x-auth-token': await storedToken(invitee) } })
    ).json(),
  );
  expect(session.data).toMatchObject({ email, userName: 'Robin', role: 'agency' });
  expect(session.activeLocations.map((l) => l.id)).toEqual([tenant.locations[0]?.id]);
  // Signing in clears the cache; the used link is not asked about again on the way out.
  expect(previews).toHaveLength(1);

  // The link works once.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This invitation can no longer be used' })).toBeVisible();
  await expect(invitee.getByText('Ask whoever invited you to send a new invitation.')).toBeVisible();
  await stranger.close();

  await team.open();
  await expect(team.member(email)).toContainText('User');
  await expect(page.getByText('No pending invitations')).toBeVisible();
});

test('with every seat taken, Add Team Member says User limit reached before anything is sent', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin', userLimit: 1, activePlan: true });
  await signIn(page, request, tenant);
  const team = new TeamTab(page);
  await team.open();
  await expect(page.getByText('1 of 1 seats used')).toBeVisible();
  await team.addMember.click();
  await expect(team.addDialog.getByText('User limit reached')).toBeVisible();
  await expect(team.addDialog.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
});

test('with no business to share yet, Add Team Member invites an Admin and says a User needs a location', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin', locations: 0 });
  await signIn(page, request, tenant);
  const team = new TeamTab(page);
  await team.open();
  await team.addMember.click();
  await expect(team.addDialog.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await expect(team.addDialog.getByRole('radio', { name: 'User' })).toBeDisabled();
  await expect(team.addDialog.getByText('A User works in a location: add a business first')).toBeVisible();
  const email = `kim-${Date.now()}@example.com`;
  await team.addDialog.getByLabel('User Name').fill('Kim');
  await team.addDialog.getByLabel('Email').fill(email);
  await team.addDialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(team.invitation(email)).toContainText('Admin');
});

test('the agency’s only admin is not offered Remove and is told why; another member is removed', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  const login = await signIn(page, request, tenant);
  const member = await addMember(request, tenant, login.data.token, 'Sam');
  const team = new TeamTab(page);
  await team.open();

  const onlyAdmin = team.member(tenant.user.email);
  await expect(onlyAdmin.getByText('Only admin: cannot be removed')).toBeVisible();
  await expect(onlyAdmin.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(onlyAdmin.getByRole('button', { name: 'Edit' })).toBeVisible();

  await team.member(member.email).getByRole('button', { name: 'Remove' }).click();
  await team.removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${member.userName} was removed from the team`)).toBeVisible();
  await expect(team.member(member.email)).toHaveCount(0);
  const gone = await request.post('/v1/auth/login', {
    data: { email: member.email, password: 'a fine new password' },
  });
  expect(gone.status()).toBe(401);
});

test('a User sees the team without Edit or Remove and may invite only Users', async ({ page, request }) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  const team = new TeamTab(page);
  await team.open();
  await expect(team.member(tenant.user.email)).toContainText('User');
  await expect(team.members.getByRole('button', { name: /Edit|Remove/ })).toHaveCount(0);
  await team.addMember.click();
  await expect(team.addDialog.getByRole('radio', { name: 'Admin' })).toBeDisabled();
  await expect(team.addDialog.getByText('Only an admin can make someone an Admin.')).toBeVisible();
  await expect(
    team.addDialog.getByRole('checkbox', { name: tenant.locations[0]?.businessName }),
  ).toBeChecked();
});

test('an admin edits a member’s name and role', async ({ page, request }) => {
  const tenant = await createTenant(request, { role: 'admin', locations: 2 });
  const login = await signIn(page, request, tenant);
  const member = await addMember(request, tenant, login.data.token, 'Kim');
  const team = new TeamTab(page);
  await team.open();
  await team.member(member.email).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await dialog.getByLabel('User Name').fill('Kim Lee');
  await dialog.getByRole('radio', { name: 'Admin' }).check();
  await dialog.getByRole('checkbox', { name: tenant.locations[1]?.businessName }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(team.member(member.email)).toContainText('Kim Lee');
  await expect(team.member(member.email)).toContainText('Admin');
  // An admin reaches every location, and the team says so as the agency console's Users page does.
  await expect(team.member(member.email)).toContainText('Every location');
  await page.goto('/app/agency/users');
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('Every location');
  const session = await loginThroughApi(request, member.email, 'a fine new password');
  expect(session.activeLocations.map((l) => l.id).sort()).toEqual(tenant.locations.map((l) => l.id).sort());
});

test('an invitation is resent with a new link, and revoked', async ({ page, request }) => {
  const tenant = await createTenant(request, { role: 'admin' });
  await signIn(page, request, tenant);
  const team = new TeamTab(page);
  await team.open();
  const email = `lee-${Date.now()}@example.com`;
  await team.invite('Lee', email);
  const first = await team.handLink('Lee').inputValue();
  await team.invitation(email).getByRole('button', { name: 'Resend' }).click();
  await expect(team.handLink('Lee')).not.toHaveValue(first);
  const firstPreview = await request.post('/v1/invitations/preview', {
    data: { token: new URL(first).searchParams.get('token') },
  });
  expect(firstPreview.status()).toBe(410);

  // Revoke asks first, and the link shown to pass on goes with the invitation.
  await team.invitation(email).getByRole('button', { name: 'Revoke' }).click();
  const asked = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await expect(asked).toContainText(`The link sent to ${email} stops working.`);
  await asked.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The invitation for ${email} was revoked.`)).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await expect(team.handLink('Lee')).toHaveCount(0);

  // The agency's audit log says, in words, who invited whom, to what, and what became of it.
  await page.goto('/app/agency/audit');
  await page.getByRole('textbox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Users' }).click();
  // The filters are kept in the address: a reload, or the address sent to a colleague, shows the same log.
  const admin = tenant.user.email.split('@')[0] ?? '';
  await page.getByRole('textbox', { name: 'Done by' }).fill(admin);
  await expect(page).toHaveURL(/[?&]area=team&by=/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Area' })).toHaveValue('Users');
  await expect(page.getByRole('textbox', { name: 'Done by' })).toHaveValue(admin);
  // Dates the wrong way round are pointed out, not just answered with an empty log.
  await page.goto(
    `/app/agency/audit?area=team&by=${encodeURIComponent(admin)}&from=2026-12-31&to=2026-01-01`,
  );
  await expect(page.getByText('is before From')).toBeVisible();
  await page.goto(`/app/agency/audit?area=team&by=${encodeURIComponent(admin)}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: email })).toHaveCount(3);
  await expect(log.getByRole('cell', { name: 'Invitation revoked', exact: true })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Invitation renewed', exact: true })).toBeVisible();
  await log.getByRole('button', { name: `Details of Person invited: ${email}` }).click();
  const changes = page.getByRole('table', { name: `Changes of ${email}` });
  await expect(changes.getByRole('row').filter({ hasText: 'Role' })).toContainText('User');
  await expect(changes.getByRole('row').filter({ hasText: 'Locations' })).toContainText(
    tenant.locations[0]?.businessName ?? '',
  );
  await expect(log).not.toContainText('team.invite');
  // On a phone the same details are short blocks that fit the screen.
  await page.setViewportSize(PHONE);
  const onPhone = page.getByLabel(`Changes of ${email}`).filter({ visible: true });
  await expect(onPhone).toContainText('Role');
  await expect(onPhone).toContainText('— → User');
  const box = await onPhone.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
});

test('a link that expired or was never whole says so and how to get a new one', async ({ page }) => {
  await page.goto(`/invitation?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This invitation can no longer be used' })).toBeVisible();
  await expect(page.getByText('Ask whoever invited you to send a new invitation.')).toBeVisible();
  await page.goto('/invitation?token=cut-short');
  await expect(page.getByRole('heading', { name: 'This invitation link is not complete' })).toBeVisible();
});

test.describe('with e-mail set up', () => {
  test.use({ baseURL: MAIL_APP_URL });

  test('the invited member opens the link from the e-mail, chooses a password and lands on the calendar', async ({
    page,
    request,
    browser,
  }) => {
    // Two people, two browsers, several screens: given three times the usual time.
    test.slow();
    const tenant = await createTenant(request, { role: 'admin' });
    await signIn(page, request, tenant);
    const team = new TeamTab(page);
    await team.open();
    const email = `mailed-${Date.now()}@example.com`;
    await team.invite('Sasha', email);
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByText('This server sends no e-mail')).toHaveCount(0);

    const mails = z.array(z.object({ subject: z.string(), text: z.string() }));
    const mailedLink = async () => {
      const received = mails.parse(
        await (await request.get('/__e2e/mail', { params: { to: email } })).json(),
      );
      return /http:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(received.at(-1)?.text ?? '')?.[0] ?? '';
    };
    await expect.poll(mailedLink).toContain(`${MAIL_APP_URL}/invitation?token=`);

    const stranger = await browser.newContext();
    const invitee = await stranger.newPage();
    await invitee.goto(await mailedLink());
    await expect(invitee.getByRole('heading', { name: `Join ${tenant.agency.name}` })).toBeVisible();
    await new InvitationPage(invitee).choosePassword('a fine new password');
    await expect(invitee).toHaveURL(/\/app\/calendar$/);
    await stranger.close();
  });
});
