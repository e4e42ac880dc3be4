import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentInvitationSchema, teamSchema } from '../../../../contract/team.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency } from '../../../test/console-agency.js';
import { createAgency, createLocation, createUser } from '../../../test/factories.js';
import { signedInOperator } from '../../../test/operator.js';
import { signIn } from '../../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

async function usersOf(agency: Agency, token: string, search?: string) {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const response = await callApi(t, 'GET', agency.url(`/users${query}`), token);
  expect(response.statusCode, response.body).toBe(200);
  return teamSchema.parse(response.json());
}

async function invite(agency: Agency, userName: string, email: string) {
  const response = await callApi(t, 'POST', '/v1/team/invitations', agency.adminToken, {
    userName,
    email,
    role: 'agency',
    locationIds: [agency.location.id],
  });
  expect(response.statusCode, response.body).toBe(200);
  return sentInvitationSchema.parse(response.json()).invitation;
}

describe("the agency's users in the console", () => {
  it('are every member across all its locations, with its pending invitations, locations and seats', async () => {
    const agency = await consoleAgency(t);
    const elsewhere = await createLocation(t.database.db, agency.agency);
    const colleague = await createUser(t.database.db, agency.agency, [elsewhere.id]);
    const invited = await invite(agency, 'Invited Person', 'invited.person@example.com');

    const team = await usersOf(agency, agency.adminToken);
    expect(team.members.map((member) => member._id).sort()).toEqual(
      [agency.admin.id, agency.client.id, colleague.id].sort(),
    );
    expect(team.members.find((member) => member._id === colleague.id)?.locations).toEqual([
      { id: elsewhere.id, business_name: elsewhere.businessName },
    ]);
    expect(team.invitations.map((invitation) => invitation._id)).toEqual([invited._id]);
    expect(team.locations.map((location) => location.id).sort()).toEqual(
      [agency.location.id, elsewhere.id].sort(),
    );
    expect(team.seats.used).toBe(4);
  });

  it("name each of an invitation's locations once, however many members have it", async () => {
    const agency = await consoleAgency(t);
    await createUser(t.database.db, agency.agency, [agency.location.id]);
    await createUser(t.database.db, agency.agency, [agency.location.id]);
    await invite(agency, 'Invited Person', 'invited.person@example.com');

    const team = await usersOf(agency, agency.adminToken);
    expect(team.invitations[0]?.locations).toEqual([
      { id: agency.location.id, business_name: agency.location.businessName },
    ]);
  });

  it('are searched by name or e-mail, ignoring case, members and invitations alike', async () => {
    const agency = await consoleAgency(t);
    const invited = await invite(agency, 'Robin Baker', 'robin@bakery.example');

    const byName = await usersOf(agency, agency.adminToken, agency.client.userName.toUpperCase());
    expect(byName.members.map((member) => member._id)).toEqual([agency.client.id]);
    expect(byName.invitations).toEqual([]);

    const byEmail = await usersOf(agency, agency.adminToken, 'BAKERY.example');
    expect(byEmail.members).toEqual([]);
    expect(byEmail.invitations.map((invitation) => invitation._id)).toEqual([invited._id]);

    const nobody = await usersOf(agency, agency.adminToken, 'no such person');
    expect(nobody.members).toEqual([]);
    expect(nobody.invitations).toEqual([]);
    // What the admin may give, and the seats, are the agency's whatever the search.
    expect(nobody.locations.map((location) => location.id)).toEqual([agency.location.id]);
    expect(nobody.seats.used).toBe(3);
  });

  it("are the named agency's for the operator, not the operator's own", async () => {
    const operatorAgency = await createAgency(t.database.db, t.secretBox);
    const operator = await createUser(t.database.db, operatorAgency, [], {
      role: 'superadmin',
      type: 'admin',
    });
    const agency = await consoleAgency(t);

    const team = await usersOf(agency, await signIn(t.app, operator));
    expect(team.members.map((member) => member._id).sort()).toEqual(
      [agency.admin.id, agency.client.id].sort(),
    );
    expect(team.locations.map((location) => location.id)).toEqual([agency.location.id]);
  });

  it("are the operator's to resend with a new link, and to revoke, when the agency's first admin never got theirs", async () => {
    const { token: operatorToken } = await signedInOperator(t);
    const agency = await consoleAgency(t);
    const invited = await invite(agency, 'Olivia Owner', 'olivia@northwind.example');

    const resent = await callApi(t, 'POST', agency.url(`/invitations/${invited._id}/resend`), operatorToken);
    expect(resent.statusCode, resent.body).toBe(200);
    // This server sends no e-mail: the operator is given the new link to pass on.
    expect(sentInvitationSchema.parse(resent.json()).link).toMatch(/\/invitation\?token=[A-Za-z0-9_-]{43}$/);

    const revoked = await callApi(t, 'DELETE', agency.url(`/invitations/${invited._id}`), operatorToken);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await usersOf(agency, operatorToken)).invitations).toEqual([]);
  });

  it("are the operator's to invite, so an agency whose first admin's invitation was revoked gets another", async () => {
    const { token: operatorToken } = await signedInOperator(t);
    const agency = await consoleAgency(t);
    const invited = await callApi(t, 'POST', agency.url('/invitations'), operatorToken, {
      userName: 'Olivia Owner',
      email: 'olivia.second@northwind.example',
      role: 'admin',
      locationIds: [],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(sentInvitationSchema.parse(invited.json()).invitation).toMatchObject({ role: 'admin' });
    expect(
      (await usersOf(agency, operatorToken)).invitations.map((invitation) => invitation.email),
    ).toContain('olivia.second@northwind.example');
  });

  it("are not the operator's own: the operator's account has no team to invite anyone to", async () => {
    const { token } = await signedInOperator(t);
    const response = await callApi(t, 'POST', '/v1/team/invitations', token, {
      userName: 'Ann',
      email: 'ann@sgmarketing.example',
      role: 'admin',
      locationIds: [],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "The operator's account has no team: invite people to an agency from its console, under Users.",
    );
  });

  it("answer a client 403 and another agency's admin 404", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    expect((await callApi(t, 'GET', agency.url('/users'), agency.clientToken)).statusCode).toBe(403);
    expect((await callApi(t, 'GET', agency.url('/users'), other.adminToken)).statusCode).toBe(404);
    const invited = await invite(agency, 'Kept Person', 'kept.person@example.com');
    const resend = agency.url(`/invitations/${invited._id}/resend`);
    expect((await callApi(t, 'POST', resend, agency.clientToken)).statusCode).toBe(403);
    expect((await callApi(t, 'POST', resend, other.adminToken)).statusCode).toBe(404);
    const someone = { userName: 'Someone', email: 'someone@example.com', role: 'admin', locationIds: [] };
    expect(
      (await callApi(t, 'POST', agency.url('/invitations'), agency.clientToken, someone)).statusCode,
    ).toBe(403);
    expect((await callApi(t, 'POST', agency.url('/invitations'), other.adminToken, someone)).statusCode).toBe(
      404,
    );
  });
});
