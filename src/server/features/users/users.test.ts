import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../../contract/users.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, createUser, unique } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const send = (method: 'PATCH' | 'PUT', url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, payload });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  send('PUT', '/v1/me/password', token, payload);
const editUser = (token: string, userId: string, payload: Record<string, unknown>) =>
  send('PATCH', `/v1/users/${userId}`, token, payload);
const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { 'x-auth-token': token } });

describe('PUT /v1/me/password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const response = await changePassword(here, {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t.app, user)).rejects.toThrow('401');
    await expect(signIn(t.app, { ...user, password: 'a brand new secret' })).resolves.toBeTruthy();
  });

  it('says the confirmation does not match the password you chose when it differs', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await changePassword(token, {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
      confirmPassword: 'another secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'confirmPassword',
      message: 'confirmPassword: does not match the password you chose',
    });
  });

  it('refuses a wrong current password, naming the field', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await changePassword(token, {
      currentPassword: 'not it',
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
    await expect(signIn(t.app, user)).resolves.toBeTruthy();
  });
});

describe('PATCH /v1/me', () => {
  it('updates the own name and number at once; a new e-mail waits for its confirmation', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const email = `${unique('renamed')}@example.com`;
    const response = await send('PATCH', '/v1/me', token, {
      userName: 'New Name',
      email,
      contactNumber: '+1 555 010 0100',
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = profileResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      _id: user.id,
      userName: 'New Name',
      email: user.email,
      contactNumber: '+1 555 010 0100',
    });
    expect(body.emailChange?.sentTo).toBe(email);
    expect((await session(token)).json().data).toMatchObject({ userName: 'New Name', email: user.email });
  });
});

describe('PATCH /v1/me with a contact number that is no phone number', () => {
  it('is refused naming the field, and the profile stays as it was', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await send('PATCH', '/v1/me', token, {
      userName: 'New Name',
      email: user.email,
      contactNumber: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'contactNumber' });
    expect((await session(token)).json().data.userName).not.toBe('New Name');
  });
});

describe('PATCH /v1/users/:userId', () => {
  it('updates the own profile by its id', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await editUser(token, user.id, { userName: 'Same Person', email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: user.id, userName: 'Same Person' });
  });

  it("cannot touch another agency's user, nor a colleague's unless admin", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const colleague = await createUser(t.database.db, mine.agency, [mine.location.id]);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, mine.user);
    for (const target of [theirs.user, colleague]) {
      const response = await editUser(token, target.id, { userName: 'X', email: target.email });
      expect(response.statusCode).toBe(404);
    }
    const admin = await createUser(t.database.db, mine.agency, [], { role: 'admin', type: 'admin' });
    const adminToken = await signIn(t.app, admin);
    const byAdmin = await editUser(adminToken, colleague.id, { userName: 'Renamed', email: colleague.email });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ _id: colleague.id, userName: 'Renamed' });
    const acrossAgencies = await editUser(adminToken, theirs.user.id, {
      userName: 'X',
      email: theirs.user.email,
    });
    expect(acrossAgencies.statusCode).toBe(404);
  });

  it("an agency admin cannot edit a superadmin's profile", async () => {
    const { agency } = await createTenant(t.database.db, t.secretBox);
    const admin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    const superadmin = await createUser(t.database.db, agency, [], { role: 'superadmin', type: 'admin' });
    const response = await editUser(await signIn(t.app, admin), superadmin.id, {
      userName: 'X',
      email: 'taken-over@example.com',
    });
    expect(response.statusCode).toBe(404);
  });

  it('is a 400 naming userId when it is not a user id', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const response = await editUser(await signIn(t.app, user), 'nope', {
      userName: 'X',
      email: user.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'userId' });
  });
});
