import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../contract/users.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createTenant, createUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('odd input is a clear answer, never a 500', () => {
  it('a NUL or other control character in any text is a 400 naming the field, and nothing is stored', async () => {
    const { user, location } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const headers = { 'x-auth-token': token };
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers,
      payload: { userName: 'Sam\u0000', email: user.email },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ code: 'invalid_input', field: 'userName' });
    const contact = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers,
      payload: { userName: 'Sam', email: user.email, contactNumber: '555\u001b[2J' },
    });
    expect(contact.json()).toMatchObject({ code: 'invalid_input', field: 'contactNumber' });
    const title = await t.app.inject({
      method: 'POST',
      url: '/v1/posts/generate',
      headers,
      payload: {
        locationId: location.id,
        event: { date: '2026-10-16', title: 'Bread\u0000Day', hashtags: [] },
        platform: 'Instagram',
        action: 'social',
      },
    });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({ field: 'event.title' });
    const posts = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${location.id}/posts?year=2026`,
      headers,
    });
    expect(posts.json()).toEqual({ data: [] });
  });

  it('line breaks and tabs are text, not control characters', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: { 'x-auth-token': token },
      payload: { userName: 'Sam\tSmith', email: user.email },
    });
    expect(response.statusCode).toBe(200);
  });

  it('two users confirming the same new e-mail at once: one gets it, the other a 409, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const { agency, location } = await createTenant(t.database.db, t.secretBox);
      const people = [
        await createUser(t.database.db, agency, [location.id]),
        await createUser(t.database.db, agency, [location.id]),
      ];
      const wanted = `wanted-${round}-${people[0]?.id.slice(0, 8)}@example.com`;
      // Without e-mail set up, each confirmation link comes back in the answer.
      const links = await Promise.all(
        people.map(async (someone) => {
          const answer = await t.app.inject({
            method: 'PATCH',
            url: '/v1/me',
            headers: { 'x-auth-token': await signIn(t.app, someone) },
            payload: { userName: someone.userName, email: wanted, currentPassword: someone.password },
          });
          return new URL(profileResponseSchema.parse(answer.json()).emailChange?.link ?? '').searchParams.get(
            'token',
          );
        }),
      );
      const confirmations = await Promise.all(
        links.map((token) =>
          t.app.inject({ method: 'POST', url: '/v1/email-changes/confirm', payload: { token } }),
        ),
      );
      expect(confirmations.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
