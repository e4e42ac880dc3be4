import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentInvitationSchema } from '../../contract/team.js';
import { emailChanges, invitations, passwordResets, trialLinks, users } from '../db/schema.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { callApi, consoleAgency } from '../test/console-agency.js';
import { createAgency, TEST_PASSWORD, unique } from '../test/factories.js';
import { SmtpInbox } from '../test/smtp-inbox.js';
import { startTrialVisitor, visitorDetails } from '../test/trial-visitor.js';

/**
 * The mail server refusing connections. What was asked is done all the same and answered as usual
 * (the refusal is logged): an invitation is made and its link shown to whoever invited; a password
 * reset, and a link to a free trial, are answered as for any address and their links are never shown.
 * A change of e-mail alone is refused: its link proves who reads the new address, so it is never shown
 * instead. Once the mail server is back, mail goes out again.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  // The address of a mail server that is down: a port taken and let go, so nothing listens on it.
  const probe = new SmtpInbox();
  const url = await probe.start();
  await probe.stop();
  port = Number(new URL(url).port);
  t = await startTestApp({ env: { SMTP_URL: url, PUBLIC_URL: 'https://social.agency.example' } });
});
afterAll(async () => {
  await t.close();
});

/** Runs the work with the mail server back at its address, and takes it down again after. */
async function withMailServerBack(work: (server: SmtpInbox) => Promise<void>) {
  const server = new SmtpInbox();
  await server.start(port);
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

describe('a mail server that refuses connections', () => {
  it('an invitation is made once and its link shown to whoever invited; once mail is back, Resend e-mails it', async () => {
    const agency = await consoleAgency(t);
    const email = `${unique('sam')}@example.com`;
    const response = await callApi(t, 'POST', '/v1/team/invitations', agency.adminToken, {
      userName: 'Sam',
      email,
      role: 'agency',
      locationIds: [agency.location.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = sentInvitationSchema.parse(response.json());
    expect(sent.link).toMatch(/^https:\/\/social\.agency\.example\/invitation\?token=/);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(
      1,
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await withMailServerBack(async (server) => {
      const resent = await callApi(
        t,
        'POST',
        `/v1/team/invitations/${sent.invitation._id}/resend`,
        agency.adminToken,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      expect(sentInvitationSchema.parse(resent.json()).link).toBeNull();
      expect(server.lastTo(email)?.text).toContain('/invitation?token=');
    });
    expect(await t.database.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(
      1,
    );
  });

  it('a password reset is answered as usual, shows no link and changes nothing of the account', async () => {
    const agency = await consoleAgency(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password-reset',
      payload: { email: agency.client.email },
      remoteAddress: '10.91.0.1',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ delivery: 'email' });
    // The link is made after answering, as for a mail server that works; it reaches nobody, expires
    // in 30 minutes, and the password stays as it was.
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(passwordResets)
              .where(eq(passwordResets.userId, agency.client.id))
          ).length,
      )
      .toBe(1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: agency.client.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a link to a free trial is answered as usual and shows nothing; the trial stays in its browser', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const email = `${unique('visitor')}@example.com`;
    const started = await startTrialVisitor(t, agency.id, visitorDetails({ email }));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/trials/links',
      payload: { email, slug: started.trial.slug },
      remoteAddress: '10.91.0.2',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ delivery: 'email' });
    expect(asked.body).not.toContain('continue=');
    // Made after answering, as when mail works; it reaches nobody and expires in 30 minutes.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(trialLinks).where(eq(trialLinks.userId, started.data._id)))
            .length,
      )
      .toBe(1);
    const status = await callApi(t, 'GET', '/v1/trial/me', started.token);
    expect(status.statusCode).toBe(200);
  });

  it('a change of e-mail is refused, shows no link, and leaves the whole profile as it was', async () => {
    const agency = await consoleAgency(t);
    const wanted = `${unique('taken-while-mail-is-down')}@example.com`;
    const asked = await callApi(t, 'PATCH', '/v1/me', agency.clientToken, {
      userName: 'Someone Else',
      email: wanted,
      currentPassword: TEST_PASSWORD,
    });
    expect(asked.statusCode).toBe(502);
    expect(asked.json()).toMatchObject({ code: 'mail_unavailable', field: 'email' });
    expect(asked.body).not.toContain('token=');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, agency.client.id));
    expect(user).toMatchObject({ email: agency.client.email, userName: agency.client.userName });
    expect(
      await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, agency.client.id)),
    ).toEqual([]);

    await withMailServerBack(async (server) => {
      const again = await callApi(t, 'PATCH', '/v1/me', agency.clientToken, {
        userName: 'Someone Else',
        email: wanted,
        currentPassword: TEST_PASSWORD,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().emailChange).toEqual({ sentTo: wanted, link: null });
      expect(server.lastTo(wanted)?.subject).toBe('Confirm your new e-mail address');
    });
  });
});
