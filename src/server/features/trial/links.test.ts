import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startedTrialSchema, trialStatusSchema } from '../../../contract/trial.js';
import { agencies, trialLinks } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency } from '../../test/factories.js';
import { type ReceivedMail, SmtpInbox } from '../../test/smtp-inbox.js';
import { freshAddress, startTrialVisitor, trialSlugOf, visitorDetails } from '../../test/trial-visitor.js';

const inbox = new SmtpInbox();
let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
let withoutMail: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://social.agency.example' },
    now: () => now,
  });
  withoutMail = await startTestApp();
});
afterAll(async () => {
  await withoutMail.close();
  await t.close();
  await inbox.stop();
});

const askForLink = (app: TestApp, body: Record<string, string>, address = freshAddress()) =>
  app.app.inject({ method: 'POST', url: '/v1/trials/links', payload: body, remoteAddress: address });
const openLink = (token: string, address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/v1/trials/links/open', payload: { token }, remoteAddress: address });

const linkIn = (mail: ReceivedMail) =>
  /https:\/\/social\.agency\.example\/trial\/[a-z0-9-]+\?continue=([A-Za-z0-9_-]{43})/.exec(mail.text);

/** A visitor's trial at a fresh agency, and the token of a link to it mailed to them. */
async function trialWithLink() {
  const agency = await createAgency(t.database.db, t.secretBox);
  const slug = await trialSlugOf(t, agency.id);
  const email = `${crypto.randomUUID()}@example.com`;
  const started = await startTrialVisitor(t, agency.id, visitorDetails({ email }));
  expect((await askForLink(t, { email, slug })).json()).toEqual({ delivery: 'email' });
  const mail = await inbox.mailTo(email);
  const token = linkIn(mail)?.[1];
  if (!token) throw new Error('the mail has no link');
  return { agency, slug, email, started, mail, token };
}

describe('continuing a free trial in another browser', () => {
  it('e-mails the visitor a link from the agency that opens their own trial, count and all, in another browser', async () => {
    const { agency, slug, started, mail, token } = await trialWithLink();
    expect(mail.subject).toBe('Continue your free trial');
    expect(mail.from).toContain(`"${agency.name}"`);
    expect(linkIn(mail)?.[0]).toContain(`/trial/${slug}?continue=`);
    expect(mail.text).toContain(started.trial.businessName);

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const trial = startedTrialSchema.parse(opened.json());
    expect(trial.data._id).toBe(started.data._id);
    expect(trial.data.token).not.toBe(started.data.token);
    expect(trial.trial).toEqual(started.trial);
    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/trial/me',
      headers: { 'x-auth-token': trial.data.token },
    });
    expect(trialStatusSchema.parse(status.json()).businessName).toBe(started.trial.businessName);
  });

  it('a link works once', async () => {
    const { token } = await trialWithLink();
    expect((await openLink(token)).statusCode).toBe(200);
    const again = await openLink(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/works once, for 30 minutes/);
  });

  it('a link works for 30 minutes', async () => {
    const { token } = await trialWithLink();
    const sent = now;
    now = new Date(sent.getTime() + 31 * 60_000);
    try {
      expect((await openLink(token)).statusCode).toBe(404);
    } finally {
      now = sent;
    }
  });

  it('an e-mail without a trial at the agency gets the same answer, and nothing is sent or made', async () => {
    const { slug, email } = await trialWithLink();
    const stranger = `${crypto.randomUUID()}@example.com`;
    const unknown = await askForLink(t, { email: stranger, slug });
    const known = await askForLink(t, { email, slug });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // The known e-mail's second mail arrives after anything the unknown one could have caused.
    for (let waited = 0; inbox.received.filter((mail) => mail.to.includes(email)).length < 2; waited += 20) {
      if (waited > 5000) throw new Error('the second mail did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(inbox.lastTo(stranger)).toBeUndefined();
  });

  it("another agency's trial page sends nothing for an e-mail whose trial is at this one", async () => {
    const { email, started } = await trialWithLink();
    const other = await createAgency(t.database.db, t.secretBox);
    const elsewhere = await askForLink(t, { email, slug: await trialSlugOf(t, other.id) });
    expect(elsewhere.json()).toEqual({ delivery: 'email' });
    // A request for the e-mail at its own agency is answered after anything the other could have caused.
    expect((await askForLink(t, { email, slug: started.trial.slug })).statusCode).toBe(200);
    for (let waited = 0; inbox.received.filter((mail) => mail.to.includes(email)).length < 2; waited += 20) {
      if (waited > 5000) throw new Error('the second mail did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inbox.received.filter((mail) => mail.to.includes(email))).toHaveLength(2);
  });

  it('a link to a trial deleted since opens nothing', async () => {
    const { started, token } = await trialWithLink();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v1/trial/me',
      headers: { 'x-auth-token': started.token },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await openLink(token)).statusCode).toBe(404);
  });

  it('without e-mail set up the answer says so and no link is made: the trial stays in its browser', async () => {
    const agency = await createAgency(withoutMail.database.db, withoutMail.secretBox);
    const email = `${crypto.randomUUID()}@example.com`;
    const started = await startTrialVisitor(withoutMail, agency.id, visitorDetails({ email }));
    const answer = await askForLink(withoutMail, { email, slug: started.trial.slug });
    expect(answer.json()).toEqual({ delivery: 'none' });
    const made = await withoutMail.database.db
      .select()
      .from(trialLinks)
      .where(eq(trialLinks.userId, started.data._id));
    expect(made).toEqual([]);
  });

  it("a suspended agency's link opens nothing", async () => {
    const { agency, token } = await trialWithLink();
    await t.database.db.update(agencies).set({ suspendedAt: now }).where(eq(agencies.id, agency.id));
    expect((await openLink(token)).statusCode).toBe(404);
  });

  it('asking is limited to 3 links an hour per e-mail, and wrong links to 10 an hour per network', async () => {
    const { slug, email } = await trialWithLink();
    expect((await askForLink(t, { email, slug })).statusCode).toBe(200);
    expect((await askForLink(t, { email, slug })).statusCode).toBe(200);
    const fourth = await askForLink(t, { email, slug });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/Too many links to a trial were asked for/);

    const address = freshAddress();
    for (let wrong = 0; wrong < 10; wrong++) {
      expect((await openLink('x'.repeat(43), address)).statusCode).toBe(404);
    }
    expect((await openLink('x'.repeat(43), address)).statusCode).toBe(429);
  });

  it('names the field for bad input', async () => {
    const noEmail = await askForLink(t, { slug: 'some-agency' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'email' });
    const badToken = await openLink('short');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toMatchObject({ field: 'token' });
    expect((await askForLink(t, { email: 'a@example.com', slug: 'no-such-agency' })).statusCode).toBe(404);
  });
});
