import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import { loginResponseSchema } from '../../../contract/auth.js';
import { sentInvitationSchema, teamSchema } from '../../../contract/team.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency, createLocation, createUser, testCustomisation } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';

const inbox = new SmtpInbox();
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let withoutMail: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://social.agency.example' },
    now: () => clock,
  });
  withoutMail = await startTestApp();
});
afterAll(async () => {
  await withoutMail.close();
  await t.close();
  await inbox.stop();
});

const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const api = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(payload ? { payload } : {}),
  });
const linkIn = (text: string | undefined) =>
  /https:\/\/social\.agency\.example\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';

/** An agency on a plan of `seats` users, with one admin and one User sharing its first location. */
async function agencyWithTeam(app: TestApp, seats = 10) {
  const agency = await createAgency(app.database.db, app.secretBox, { userLimit: seats, activePlan: true });
  const first = await createLocation(app.database.db, agency);
  const second = await createLocation(app.database.db, agency);
  const admin = await createUser(app.database.db, agency, [], { role: 'admin', type: 'admin' });
  const member = await createUser(app.database.db, agency, [first.id]);
  return {
    agency,
    first,
    second,
    admin,
    member,
    adminToken: await signIn(app.app, admin),
    memberToken: await signIn(app.app, member),
  };
}

describe('inviting a team member', () => {
  it('the invited person gets a link from the agency, chooses a password and lands signed in', async () => {
    const { agency, first, adminToken } = await agencyWithTeam(t);
    const email = fresh('baker');
    const sent = await api(t, 'POST', '/v1/team/invitations', adminToken, {
      userName: 'Robin Baker',
      email,
      role: 'agency',
      locationIds: [first.id],
    });
    expect(sent.statusCode).toBe(200);
    expect(sentInvitationSchema.parse(sent.json())).toMatchObject({
      link: null,
      invitation: { email, role: 'agency' },
    });
    const mail = inbox.lastTo(email);
    expect(mail?.subject).toBe(`${agency.name} invited you`);
    // White-label: from the agency by name, with an HTML part in its colours beside the plain text.
    expect(mail?.from).toContain(`"${agency.name}"`);
    expect(mail?.text).toContain('text/html');
    expect(mail?.text).toContain(`background:${testCustomisation.topbar_bg}`);
    const token = linkIn(mail?.text);
    const preview = await api(t, 'POST', '/v1/invitations/preview', null, { token });
    // The link's page wears the agency's look, like the e-mail that led to it.
    expect(preview.json()).toEqual({
      agency: { name: agency.name, customisation: testCustomisation },
      email,
      userName: 'Robin Baker',
    });

    const accepted = await api(t, 'POST', '/v1/invitations/accept', null, {
      token,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(accepted.statusCode).toBe(200);
    const login = loginResponseSchema.parse(accepted.json());
    expect(login.data).toMatchObject({ email, role: 'agency', agency_id: agency.id });
    expect(login.activeLocations.map((location) => location.id)).toEqual([first.id]);
    const again = await api(t, 'POST', '/v1/invitations/accept', null, {
      token,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was used already/);
  });

  it('without e-mail set up, whoever invites is shown the link', async () => {
    const { first, adminToken } = await agencyWithTeam(withoutMail);
    const sent = sentInvitationSchema.parse(
      (
        await api(withoutMail, 'POST', '/v1/team/invitations', adminToken, {
          userName: 'Sam',
          email: fresh('sam'),
          role: 'admin',
          locationIds: [first.id],
        })
      ).json(),
    );
    expect(sent.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/invitation\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('when the mail server cannot be reached, the invitation is made all the same and its link shown', async () => {
    // Nothing listens on the discard port, so every message is refused at once.
    const unreachable = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const { first, adminToken } = await agencyWithTeam(unreachable);
      const response = await api(unreachable, 'POST', '/v1/team/invitations', adminToken, {
        userName: 'Sam',
        email: fresh('sam'),
        role: 'agency',
        locationIds: [first.id],
      });
      expect(response.statusCode).toBe(200);
      expect(sentInvitationSchema.parse(response.json()).link).toMatch(/\/invitation\?token=/);
    } finally {
      await unreachable.close();
    }
  });

  it('a User may invite a User to their own locations, never an Admin nor to another location', async () => {
    const { first, second, memberToken } = await agencyWithTeam(t);
    const invite = (role: string, locationId: string) =>
      api(t, 'POST', '/v1/team/invitations', memberToken, {
        userName: 'X',
        email: fresh('x'),
        role,
        locationIds: [locationId],
      });
    expect((await invite('agency', first.id)).statusCode).toBe(200);
    const admin = await invite('admin', first.id);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Only an admin may invite an admin.');
    expect((await invite('agency', second.id)).statusCode).toBe(404);
  });

  it('an invitation expires after 7 days, and resending gives a new link that replaces the old one', async () => {
    const { first, admin, adminToken } = await agencyWithTeam(t);
    const email = fresh('late');
    const sent = sentInvitationSchema.parse(
      (
        await api(t, 'POST', '/v1/team/invitations', adminToken, {
          userName: 'Late',
          email,
          role: 'agency',
          locationIds: [first.id],
        })
      ).json(),
    );
    const oldLink = linkIn(inbox.lastTo(email)?.text);
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    expect((await api(t, 'POST', '/v1/invitations/preview', null, { token: oldLink })).statusCode).toBe(410);
    // A week later the admin signs in again and sends it anew.
    const laterToken = await signIn(t.app, admin);
    const resent = await api(t, 'POST', `/v1/team/invitations/${sent.invitation._id}/resend`, laterToken);
    expect(resent.statusCode).toBe(200);
    const newLink = linkIn(inbox.lastTo(email)?.text);
    expect(newLink).not.toBe(oldLink);
    expect((await api(t, 'POST', '/v1/invitations/preview', null, { token: newLink })).statusCode).toBe(200);
    await api(t, 'DELETE', `/v1/team/invitations/${sent.invitation._id}`, laterToken);
    expect((await api(t, 'POST', '/v1/invitations/preview', null, { token: newLink })).statusCode).toBe(410);
  });

  it('a second invitation to an address with one waiting is refused under E-mail, and the first still works', async () => {
    const { first, second, adminToken, memberToken } = await agencyWithTeam(t);
    const email = fresh('twice');
    const invite = (token: string, role: 'admin' | 'agency', locationIds: string[]) =>
      api(t, 'POST', '/v1/team/invitations', token, { userName: 'Twice', email, role, locationIds });
    expect((await invite(memberToken, 'agency', [first.id])).statusCode).toBe(200);
    const link = linkIn(inbox.lastTo(email)?.text);
    // The admin's invitation would have replaced the User's unseen; now it says why it cannot be sent.
    const again = await invite(adminToken, 'agency', [second.id]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      field: 'email',
      message: expect.stringMatching(/invitation waiting/),
    });
    expect((await api(t, 'POST', '/v1/invitations/preview', null, { token: link })).statusCode).toBe(200);
    const team = teamSchema.parse((await api(t, 'GET', '/v1/team', adminToken)).json());
    const waiting = team.invitations.filter((invitation) => invitation.email === email);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.locations.map((location) => location.id)).toEqual([first.id]);
  });
});

describe('the seat limit', () => {
  it('counts members and pending invitations, even when admins invite at the same moment', async () => {
    const { agency, first, adminToken } = await agencyWithTeam(t, 6);
    const secondAdmin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    const secondToken = await signIn(t.app, secondAdmin);
    // 3 of 6 seats are taken: two admins and a User.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(t, 'POST', '/v1/team/invitations', i % 2 ? adminToken : secondToken, {
          userName: `Person ${i}`,
          email: fresh(`p${i}`),
          role: 'agency',
          locationIds: [first.id],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'user_limit_reached' });
    expect(refused?.json().message).toMatch(/^User limit reached/);
    const team = teamSchema.parse((await api(t, 'GET', '/v1/team', adminToken)).json());
    expect(team.seats).toEqual({ used: 6, limit: 6 });
  });
});

describe('the team', () => {
  it('a User sees the members sharing a location; an admin sees everyone', async () => {
    const { agency, second, admin, member, adminToken, memberToken } = await agencyWithTeam(t);
    const elsewhere = await createUser(t.database.db, agency, [second.id]);
    const seen = (token: string) => api(t, 'GET', '/v1/team', token).then((r) => teamSchema.parse(r.json()));
    expect((await seen(memberToken)).members.map((m) => m._id)).toEqual([member.id]);
    expect((await seen(adminToken)).members.map((m) => m._id).sort()).toEqual(
      [admin.id, member.id, elsewhere.id].sort(),
    );
  });

  it('offers an admin every location of the agency to give, and a User their own', async () => {
    const { first, second, adminToken, memberToken } = await agencyWithTeam(t);
    const offered = async (token: string) =>
      teamSchema
        .parse((await api(t, 'GET', '/v1/team', token)).json())
        .locations.map((location) => location.id)
        .sort();
    expect(await offered(adminToken)).toEqual([first.id, second.id].sort());
    expect(await offered(memberToken)).toEqual([first.id]);
  });

  it('an admin changes a member’s role and locations, and removes a member', async () => {
    const { first, second, member, adminToken, memberToken } = await agencyWithTeam(t);
    const changed = await api(t, 'PATCH', `/v1/team/members/${member.id}`, adminToken, {
      userName: 'Promoted',
      role: 'admin',
      locationIds: [first.id, second.id],
    });
    expect(changed.json()).toMatchObject({ _id: member.id, userName: 'Promoted', role: 'admin' });
    expect(changed.json().locations).toHaveLength(2);
    expect((await api(t, 'DELETE', `/v1/team/members/${member.id}`, adminToken)).json()).toEqual({
      ok: true,
    });
    expect((await api(t, 'GET', '/v1/auth/session', memberToken)).statusCode).toBe(401);
  });

  it('a User may not change members; nobody removes or demotes the last admin', async () => {
    const { first, admin, member, adminToken, memberToken } = await agencyWithTeam(t);
    expect(
      (
        await api(t, 'PATCH', `/v1/team/members/${admin.id}`, memberToken, {
          userName: 'X',
          role: 'agency',
          locationIds: [first.id],
        })
      ).statusCode,
    ).toBe(403);
    const demote = await api(t, 'PATCH', `/v1/team/members/${admin.id}`, adminToken, {
      userName: 'Me',
      role: 'agency',
      locationIds: [first.id],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'last_admin' });
    expect((await api(t, 'DELETE', `/v1/team/members/${admin.id}`, adminToken)).json()).toMatchObject({
      code: 'last_admin',
    });
    expect((await api(t, 'DELETE', `/v1/team/members/${member.id}`, adminToken)).statusCode).toBe(200);
  });

  it('a User keeps at least one location: an edit that takes them all is refused under Locations, and changes nothing', async () => {
    const { first, member, adminToken } = await agencyWithTeam(t);
    const emptied = await api(t, 'PATCH', `/v1/team/members/${member.id}`, adminToken, {
      userName: 'Emptied',
      role: 'agency',
      locationIds: [],
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toMatchObject({ field: 'locationIds' });
    const team = teamSchema.parse((await api(t, 'GET', '/v1/team', adminToken)).json());
    const kept = team.members.find((one) => one._id === member.id);
    expect(kept?.userName).not.toBe('Emptied');
    expect(kept?.locations.map((location) => location.id)).toEqual([first.id]);
  });

  it("an admin cannot touch the operator's account", async () => {
    const { agency, adminToken } = await agencyWithTeam(t);
    const operator = await createUser(t.database.db, agency, [], { role: 'superadmin', type: 'admin' });
    expect((await api(t, 'DELETE', `/v1/team/members/${operator.id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('inviting without locations', () => {
  it('an Admin may be invited without any, since admins reach every location; a User needs one', async () => {
    const { adminToken } = await agencyWithTeam(t);
    const invite = (role: 'admin' | 'agency') =>
      api(t, 'POST', '/v1/team/invitations', adminToken, {
        userName: 'Casey',
        email: fresh('casey'),
        role,
        locationIds: [],
      });
    const admin = await invite('admin');
    expect(admin.statusCode).toBe(200);
    expect(sentInvitationSchema.parse(admin.json()).invitation).toMatchObject({
      role: 'admin',
      locations: [],
    });
    const user = await invite('agency');
    expect(user.statusCode).toBe(400);
    expect(user.json()).toMatchObject({
      field: 'locationIds',
      message: 'locationIds: choose at least one location',
    });
  });
});

describe("the team in the agency's audit log", () => {
  it('each invitation, resend, revocation, arrival, change and removal is logged with who did it, in words', async () => {
    const { agency, first, second, admin, adminToken } = await agencyWithTeam(withoutMail);
    const invite = async (email: string) =>
      sentInvitationSchema.parse(
        (
          await api(withoutMail, 'POST', '/v1/team/invitations', adminToken, {
            userName: 'Robin Baker',
            email,
            role: 'agency',
            locationIds: [first.id],
          })
        ).json(),
      );
    const revoked = await invite(fresh('revoked'));
    await api(withoutMail, 'POST', `/v1/team/invitations/${revoked.invitation._id}/resend`, adminToken);
    await api(withoutMail, 'DELETE', `/v1/team/invitations/${revoked.invitation._id}`, adminToken);
    const joinerEmail = fresh('joiner');
    const joining = await invite(joinerEmail);
    const accepted = loginResponseSchema.parse(
      (
        await api(withoutMail, 'POST', '/v1/invitations/accept', null, {
          token: /token=([A-Za-z0-9_-]{43})/.exec(joining.link ?? '')?.[1],
          password: 'a long new password',
          confirmPassword: 'a long new password',
        })
      ).json(),
    );
    const joinerId = accepted.data._id;
    await api(withoutMail, 'PATCH', `/v1/team/members/${joinerId}`, adminToken, {
      userName: 'Robin B.',
      role: 'agency',
      locationIds: [first.id, second.id],
    });
    await api(withoutMail, 'DELETE', `/v1/team/members/${joinerId}`, adminToken);

    const log = await api(withoutMail, 'GET', `/v1/agencies/${agency.id}/audit?action=team`, adminToken);
    const events = auditEventSchema.array().parse(log.json().events);
    expect(
      events.map((event) => `${event.action} ${event.subject === joinerEmail ? 'joiner' : 'other'}`),
    ).toEqual([
      'team.member.remove joiner',
      'team.member.change joiner',
      'team.join joiner',
      'team.invite joiner',
      'team.invite.revoke other',
      'team.invite.resend other',
      'team.invite other',
    ]);
    // The newest event of an action: the log lists the newest first.
    const newest = (action: string) => events.find((event) => event.action === action);
    expect(newest('team.invite')).toMatchObject({
      actor: { email: admin.email },
      before: null,
      after: { name: 'Robin Baker', email: joinerEmail, role: 'User', locations: [first.businessName] },
    });
    // The person who accepted is who acted.
    expect(newest('team.join')?.actor.email).toBe(joinerEmail);
    expect(newest('team.member.change')).toMatchObject({
      before: { name: 'Robin Baker', locations: [first.businessName] },
      after: { name: 'Robin B.', locations: [first.businessName, second.businessName].sort() },
    });
    expect(newest('team.member.remove')).toMatchObject({ before: { email: joinerEmail }, after: null });
  });

  it('a refused change, and a change that changes nothing, log nothing', async () => {
    const { agency, first, admin, member, adminToken } = await agencyWithTeam(withoutMail);
    const lastAdmin = await api(withoutMail, 'PATCH', `/v1/team/members/${admin.id}`, adminToken, {
      userName: admin.userName,
      role: 'agency',
      locationIds: [first.id],
    });
    expect(lastAdmin.statusCode).toBe(409);
    const unchanged = await api(withoutMail, 'PATCH', `/v1/team/members/${member.id}`, adminToken, {
      userName: member.userName,
      role: 'agency',
      locationIds: [first.id],
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const log = await api(withoutMail, 'GET', `/v1/agencies/${agency.id}/audit?action=team`, adminToken);
    expect(log.json().events).toEqual([]);
  });
});
