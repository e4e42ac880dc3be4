import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('limits on guessing a secret hold under parallel requests', () => {
  it('100 simultaneous wrong passwords for one e-mail: exactly 10 are checked, the rest are refused', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(user.email, `guess ${i}`, `10.20.${Math.floor(i / 50)}.${i % 50}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(100);
    expect((await login(user.email, user.password, '10.20.9.9')).statusCode).toBe(429);
  });

  it('150 simultaneous guesses from one address across e-mails: exactly 50 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => login(`someone-${i}@example.com`, 'guess', '10.30.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 401)).toBe(50);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(150);
  });

  it('60 simultaneous wrong current passwords on a password change: exactly 10 are checked', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/v1/me/password',
          headers: { 'x-auth-token': token },
          payload: {
            currentPassword: `guess ${i}`,
            newPassword: 'a brand new one',
            confirmPassword: 'a brand new one',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 400)).toBe(10);
    expect(count(statuses, 400) + count(statuses, 429)).toBe(60);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('a right password forgets the failures of its e-mail', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    for (let i = 0; i < 9; i++) await login(user.email, 'wrong', '10.40.0.1');
    expect((await login(user.email, user.password, '10.40.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, 'wrong', '10.40.0.3')).statusCode).toBe(401);
  });
});
