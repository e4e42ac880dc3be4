import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, createUser, unique } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: { 'x-auth-token': token }, payload });
const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { 'x-auth-token': token } });

describe('PUT /v1/user/chatuser/update/password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const response = await put('/v1/user/chatuser/update/password', here, {
      _id: user.id,
      old_password: user.password,
      new_password: 'a brand new secret',
      c_new_password: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t.app, { ...user, password: 'a brand new secret' })).resolves.toBeTruthy();
  });

  it('says "Password not confirmed!" when the confirmation differs', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await put('/v1/user/chatuser/update/password', token, {
      _id: user.id,
      old_password: user.password,
      new_password: 'a brand new secret',
      c_new_password: 'another secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'c_new_password',
      message: 'c_new_password: Password not confirmed!',
    });
  });

  it('refuses a wrong old password', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await put('/v1/user/chatuser/update/password', token, {
      _id: user.id,
      old_password: 'not it',
      new_password: 'a brand new secret',
      c_new_password: 'a brand new secret',
    });
    expect(response.json()).toMatchObject({ field: 'old_password' });
  });
});

describe('PUT /v1/user/chatuser/update', () => {
  it('updates the own profile', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const email = `${unique('renamed')}@example.com`;
    const response = await put('/v1/user/chatuser/update', token, {
      _id: user.id,
      userName: 'New Name',
      email,
      contactNumber: '555',
    });
    expect(response.json().data).toMatchObject({ userName: 'New Name', email, contactNumber: '555' });
  });

  it("cannot touch another agency's user, nor a colleague's unless admin", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const colleague = await createUser(t.database.db, mine.agency, [mine.location.id]);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, mine.user);
    for (const target of [theirs.user, colleague]) {
      const response = await put('/v1/user/chatuser/update', token, {
        _id: target.id,
        userName: 'X',
        email: target.email,
      });
      expect(response.statusCode).toBe(404);
    }
    const admin = await createUser(t.database.db, mine.agency, [], { role: 'admin', type: 'admin' });
    const adminToken = await signIn(t.app, admin);
    const byAdmin = await put('/v1/user/chatuser/update', adminToken, {
      _id: colleague.id,
      userName: 'Renamed',
      email: colleague.email,
    });
    expect(byAdmin.statusCode).toBe(200);
    const acrossAgencies = await put('/v1/user/chatuser/update', adminToken, {
      _id: theirs.user.id,
      userName: 'X',
      email: theirs.user.email,
    });
    expect(acrossAgencies.statusCode).toBe(404);
    const superadmin = await createUser(t.database.db, mine.agency, [], {
      role: 'superadmin',
      type: 'admin',
    });
    const overSuperadmin = await put('/v1/user/chatuser/update', adminToken, {
      _id: superadmin.id,
      userName: 'X',
      email: 'taken-over@example.com',
    });
    expect(overSuperadmin.statusCode).toBe(404);
  });
});
