import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/PasswordResetPages.js';
import { SignInPage } from './pages/SignInPage.js';
import { APP_URL, MAIL_APP_URL } from './support/constants.js';
import { createTenant, expect, test } from './support/fixtures.js';

const mailSchema = z.array(z.object({ subject: z.string(), text: z.string() }));

/** The reset link in the newest e-mail the mail-sending instance sent to the address. */
async function linkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  const newestReset = async () => {
    const mails = mailSchema.parse(
      await (await request.get('/__e2e/mail', { params: { to: email } })).json(),
    );
    return mails.filter((mail) => mail.subject === 'Reset your password').at(-1)?.text ?? '';
  };
  // The server answers before it sends the e-mail.
  await expect.poll(newestReset).toContain('/reset-password?token=');
  const link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(await newestReset())?.[0];
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return link;
}

test.describe('with e-mail set up', () => {
  test.use({ baseURL: MAIL_APP_URL });

  test('forgot password: the e-mailed link sets a new password, which signs in', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);

    const forgot = new ForgotPasswordPage(page);
    await forgot.ask(tenant.user.email);
    await expect(forgot.outcome).toHaveText(
      `If an account with a password uses ${tenant.user.email}, a link to choose a new one is on its way. It works once, for 30 minutes.`,
    );

    const link = await linkMailedTo(request, tenant.user.email);
    expect(link.startsWith(`${MAIL_APP_URL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    const reset = new ResetPasswordPage(page);
    // A common password is refused by the server, beside the field.
    await reset.choose('Password123');
    await expect(reset.password).toHaveAccessibleDescription(
      /^This is too common: choose one that others are unlikely to use/,
    );

    await reset.choose('lighthouse keeper at noon');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('status')).toContainText('Your password was changed');
    await expect(signIn.email).toHaveValue(tenant.user.email);
    await signIn.password.fill('lighthouse keeper at noon');
    await signIn.submit.click();
    await expect(page).toHaveURL(/\/app\/home$/);

    // The link worked once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await reset.choose('another keeper at dusk');
    await expect(reset.error).toHaveText('This reset link is not valid any more. Please ask for a new one.');
  });
});

test.describe('without e-mail', () => {
  test.use({ baseURL: APP_URL });

  test('the page says no link can be sent and to ask an administrator', async ({ page, request }) => {
    const tenant = await createTenant(request);
    await page.goto('/auth/forgot-password');
    const forgot = new ForgotPasswordPage(page);
    await forgot.ask(tenant.user.email);
    await expect(forgot.outcome).toHaveText(
      'E-mail is not set up on this server, so no link can be sent. Please ask whoever manages your account for help.',
    );
  });
});
