import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appsListSchema } from '../../../contract/agency.js';
import { loginResponseSchema } from '../../../contract/auth.js';
import { eventDataResponseSchema } from '../../../contract/calendar.js';
import { chatWriteResponseSchema, imageResponseSchema } from '../../../contract/legacy.js';
import { optionListSchema } from '../../../contract/options.js';
import { userResponseSchema } from '../../../contract/users.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createLocation, createTenant, createUser, unique } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { signIn } from '../../test/sign-in.js';

/** The calls of the earlier screens, with the names and fields the spec gives them. */

let t: TestApp;
let token: string;
let locationId: string;
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTenant(t.database.db, t.secretBox);
  locationId = tenant.location.id;
  token = await signIn(t.app, tenant.user);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as = token) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': as }, payload });
const session = (as: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { 'x-auth-token': as } });

describe('POST /v1/auth/app/login', () => {
  it('signs in with the e-mail, password, role and ghlUser the earlier screen sends', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/app/login',
      payload: { email: user.email, password: user.password, role: 'agency', ghlUser: false },
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      _id: user.id,
      email: user.email,
      role: 'agency',
      agency_id: agency.id,
    });
    expect(body.activeLocations.map((l) => l.id)).toEqual([location.id]);
    expect((await session(body.data.token)).statusCode).toBe(200);
  });

  it('keeps the role stored for the user, whatever role is sent', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/app/login',
      payload: { email: user.email, password: user.password, role: 'superadmin', ghlUser: true },
    });
    expect(loginResponseSchema.parse(response.json()).data.role).toBe('agency');
  });

  it('refuses a wrong password with a 401, and names the field for bad input', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/app/login',
      payload: { email: user.email, password: 'not it', role: 'agency', ghlUser: false },
      remoteAddress: '10.20.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/app/login',
      payload: { email: user.email, password: user.password, role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'role' });
  });
});

describe('GET /v1/chat/event-data', () => {
  const holidaysOf = async (query: string, as = token) =>
    eventDataResponseSchema.parse((await call('GET', `/v1/chat/event-data?${query}`, undefined, as)).json())
      .holidays;

  it("with a locationId, answers the year of the location's country", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const london = await createLocation(t.database.db, agency, { country: 'GB' });
    const own = await signIn(t.app, await createUser(t.database.db, agency, [location.id, london.id]));
    const holidays = await holidaysOf(`year=2026&locationId=${london.id}`, own);
    expect(holidays.every((event) => event.date.startsWith('2026-'))).toBe(true);
    expect(holidays.some((event) => event.date === '2026-12-26' && /boxing/i.test(event.title))).toBe(true);
    expect(holidays.some((event) => /thanksgiving/i.test(event.title))).toBe(false);
  });

  it('with a country, answers the year of that country, and of the US without one', async () => {
    const british = await holidaysOf('year=2026&country=GB');
    expect(british.some((event) => /boxing/i.test(event.title))).toBe(true);
    const american = await holidaysOf('year=2026');
    expect(american.some((event) => event.date === '2026-11-26' && /thanksgiving/i.test(event.title))).toBe(
      true,
    );
  });

  it('answers the same year as the calendar of the location, with the same ETag', async () => {
    const earlier = await call('GET', `/v1/chat/event-data?year=2026&locationId=${locationId}`);
    const product = await call('GET', `/v1/locations/${locationId}/calendar/2026`);
    expect(earlier.body).toBe(product.body);
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/chat/event-data?year=2026&locationId=${locationId}`,
      headers: { 'x-auth-token': token, 'if-none-match': String(product.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 400 naming the field that is wrong', async () => {
    for (const [query, field] of [
      ['year=abc', 'year'],
      ['', 'year'],
      ['year=2026&country=USA', 'country'],
      ['year=2026&country=ZZ', 'country'],
      ['year=2026&locationId=short', 'locationId'],
    ] as const) {
      const response = await call('GET', `/v1/chat/event-data?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    }
  });

  it("is a 404 for another agency's location", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    const response = await call('GET', `/v1/chat/event-data?year=2026&locationId=${theirs.location.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /v1/user/chatuser/update', () => {
  it('updates the own profile named by _id', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const own = await signIn(t.app, user);
    const email = `${unique('renamed')}@example.com`;
    const response = await call(
      'PUT',
      '/v1/user/chatuser/update',
      { _id: user.id, userName: 'New Name', email, contactNumber: '+44 20 7946 0958' },
      own,
    );
    expect(response.statusCode).toBe(200);
    // The e-mail changes once the link sent to the new address is opened, as on the product's route.
    expect(userResponseSchema.parse(response.json()).data).toMatchObject({
      userName: 'New Name',
      email: user.email,
      contactNumber: '+44 20 7946 0958',
    });
  });

  it("is a 404 for someone else's _id, unless an agency admin edits a user of the agency", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const colleague = await createUser(t.database.db, mine.agency, [mine.location.id]);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const own = await signIn(t.app, mine.user);
    for (const target of [theirs.user, colleague]) {
      const response = await call(
        'PUT',
        '/v1/user/chatuser/update',
        { _id: target.id, userName: 'X', email: target.email },
        own,
      );
      expect(response.statusCode).toBe(404);
    }
    const admin = await signIn(
      t.app,
      await createUser(t.database.db, mine.agency, [], { role: 'admin', type: 'admin' }),
    );
    const byAdmin = await call(
      'PUT',
      '/v1/user/chatuser/update',
      { _id: colleague.id, userName: 'Renamed', email: colleague.email },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it("answers the same for another user's e-mail, which stays theirs", async () => {
    const { agency, user } = await createTenant(t.database.db, t.secretBox);
    const colleague = await createUser(t.database.db, agency, []);
    const response = await call(
      'PUT',
      '/v1/user/chatuser/update',
      { _id: user.id, userName: user.userName, email: colleague.email },
      await signIn(t.app, user),
    );
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).data.email).toBe(user.email);
  });
});

describe('PUT /v1/user/chatuser/update/password', () => {
  const change = (userId: string, oldPassword: string, next: string, confirm = next) => ({
    _id: userId,
    old_password: oldPassword,
    new_password: next,
    c_new_password: confirm,
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const response = await call(
      'PUT',
      '/v1/user/chatuser/update/password',
      change(user.id, user.password, 'a brand new secret'),
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t.app, { ...user, password: 'a brand new secret' })).resolves.toBeTruthy();
  });

  it('says "Password not confirmed!" on c_new_password, and names old_password when it is wrong', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const own = await signIn(t.app, user);
    const unconfirmed = await call(
      'PUT',
      '/v1/user/chatuser/update/password',
      change(user.id, user.password, 'a brand new secret', 'another secret'),
      own,
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      field: 'c_new_password',
      message: 'c_new_password: Password not confirmed!',
    });
    const wrongOld = await call(
      'PUT',
      '/v1/user/chatuser/update/password',
      change(user.id, 'not it', 'a brand new secret'),
      own,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ code: 'wrong_password', field: 'old_password' });
  });

  it("is a 404 for someone else's _id, even an agency admin's colleague", async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const admin = await createUser(t.database.db, agency, [location.id], { role: 'admin', type: 'admin' });
    const response = await call(
      'PUT',
      '/v1/user/chatuser/update/password',
      change(user.id, user.password, 'a brand new secret'),
      await signIn(t.app, admin),
    );
    expect(response.statusCode).toBe(404);
    await expect(signIn(t.app, user)).resolves.toBeTruthy();
  });
});

describe('GET /v1/accounts/getAppsList', () => {
  const apps = (planId: string, as = token) =>
    call('GET', `/v1/accounts/getAppsList?plan_id=${planId}`, undefined, as);

  it("returns the plan's apps under data", async () => {
    const { agency, user } = await createTenant(t.database.db, t.secretBox, { apps: ['calendar'] });
    const response = await apps(agency.planId, await signIn(t.app, user));
    expect(response.statusCode).toBe(200);
    expect(appsListSchema.parse(response.json().data)).toEqual({ type: 'free', apps: ['calendar'] });
  });

  it("is a 404 for another agency's plan, and a 400 naming plan_id when it is not an id", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    expect((await apps(theirs.agency.planId)).statusCode).toBe(404);
    const response = await apps('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'plan_id' });
  });
});

describe('option lists', () => {
  for (const [url, kind, size, names] of [
    [
      '/v1/channeloptions',
      'channel',
      8,
      ['Facebook', 'Instagram', 'X', 'LinkedIn', 'TikTok', 'Pinterest', 'Threads', 'Google Business Profile'],
    ],
    ['/v1/toneoptions', 'tone', 8, ['Friendly', 'Professional']],
    ['/v1/translateoption', 'language', 25, ['Spanish', 'Japanese']],
    ['/v1/imgoptions', 'image_style', 8, ['Minimal', 'Retro']],
  ] as const) {
    it(`${url} lists at least ${size} options with a template and a preview image`, async () => {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const list = optionListSchema.parse(response.json());
      expect(list.length).toBeGreaterThanOrEqual(size);
      expect(list.map((option) => option.name)).toEqual(expect.arrayContaining([...names]));
      for (const option of list) expect(option.description).toMatch(/\{\{\w+\}\}/);
      expect(list).toEqual((await call('GET', `/v1/prompt-options/${kind}`)).json());
      const preview = await t.app.inject({ method: 'GET', url: list[0]?.image ?? '' });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toMatch(/^image\//);
    });
  }
});

describe('the earlier post forms with the built-in writer', () => {
  it('POST /v1/chat/{env} with date and event_title returns the post HTML with the calendar hashtags', async () => {
    const response = await call('POST', '/v1/chat/social', {
      date: '2026-10-16',
      event_title: 'World Bread Day',
      profile_id: locationId,
    });
    expect(response.statusCode).toBe(200);
    const body = chatWriteResponseSchema.parse(response.json());
    expect(body.data).toContain('#WorldBreadDay');
    expect(body.post).toMatchObject({ locationId, html: body.data, platform: 'Instagram' });
  });

  it("without a profile_id, writes for the user's first location", async () => {
    const response = await call('POST', '/v1/chat/social', {
      date: '2026-10-16',
      event_title: 'World Bread Day',
      platform: 'X',
    });
    expect(response.statusCode).toBe(200);
    expect(chatWriteResponseSchema.parse(response.json()).post).toMatchObject({ locationId, platform: 'X' });
  });

  it("is a 404 for another agency's profile_id", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    const response = await call('POST', '/v1/chat/social', {
      date: '2026-10-16',
      event_title: 'World Bread Day',
      profile_id: theirs.location.id,
    });
    expect(response.statusCode).toBe(404);
  });

  it('the planner form with a free prompt needs an AI provider', async () => {
    const response = await call('POST', '/v1/chat/social', {
      promt: 'Write about bread',
      profile_id: locationId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'prompt_needs_provider' });
  });

  it('POST /v1/chat/generateImagefinal returns { data: { url, revised_prompt } }', async () => {
    const response = await call('POST', '/v1/chat/generateImagefinal', {
      prompt: 'Fresh bread',
      image: 'Neon',
      profile_id: locationId,
    });
    expect(response.statusCode).toBe(200);
    expect(imageResponseSchema.parse(response.json()).data).toMatchObject({
      url: expect.stringMatching(/^\/media\/.+\.png$/),
      revised_prompt: null,
    });
  });
});

describe('the earlier post forms with an AI provider', () => {
  const fake = new FakeOpenAi();
  let withProvider: TestApp;
  let providerToken: string;
  let providerLocationId: string;
  beforeAll(async () => {
    const url = await fake.start();
    withProvider = await startTestApp({
      env: fakeProviderEnv(url),
    });
    const tenant = await createTenant(withProvider.database.db, withProvider.secretBox);
    providerLocationId = tenant.location.id;
    providerToken = await signIn(withProvider.app, tenant.user);
  });
  afterAll(async () => {
    await withProvider.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay' };
    fake.requests.length = 0;
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    withProvider.app.inject({ method: 'POST', url, headers: { 'x-auth-token': providerToken }, payload });

  it('the planner form sends its own prompt, with the image it goes with', async () => {
    const response = await post('/v1/chat/planner', {
      promt: 'Write a cheerful bread post',
      image: 'https://cdn.example/loaf.png',
      profile_id: providerLocationId,
    });
    expect(response.statusCode).toBe(200);
    expect(fake.lastPrompt()).toContain('Write a cheerful bread post');
    expect(fake.lastPrompt()).toContain('https://cdn.example/loaf.png');
    expect(response.json().data).toContain('Fresh bread for World Bread Day!');
  });

  it('POST /v1/chat/generateImagefinal returns the picture and the revised prompt', async () => {
    const response = await post('/v1/chat/generateImagefinal', {
      prompt: 'A loaf at dawn',
      profile_id: providerLocationId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ revised_prompt: 'A revised picture prompt' });
    expect(String(fake.requests.at(-1)?.body.prompt)).toBe('A loaf at dawn');

    const styled = await post('/v1/chat/generateImagefinal', {
      prompt: 'A loaf at dawn',
      image: 'Retro',
      profile_id: providerLocationId,
    });
    expect(styled.statusCode).toBe(200);
    expect(String(fake.requests.at(-1)?.body.prompt)).toMatch(/^A loaf at dawn Style: Retro\./);
  });
});

describe('the earlier team calls', () => {
  it('POST user/team-member sends an invitation instead of setting a password; add_team does the same', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const admin = await signIn(
      t.app,
      await createUser(t.database.db, agency, [location.id], { role: 'admin', type: 'admin' }),
    );
    for (const path of ['/v1/user/team-member', '/v1/user/add_team']) {
      const email = `${unique('member')}@example.com`;
      const response = await call(
        'POST',
        path,
        {
          userName: 'Kim',
          email,
          roles: 'User',
          agency_id: agency.id,
          activeLocation: location.id,
          password: 'set by admin',
        },
        admin,
      );
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toMatchObject({
        data: { email, role: 'agency' },
        link: expect.stringContaining('/invitation?token='),
      });
    }
  });

  it('GET user/agency_user, user/location_user and user/chatusers list the team; user/getchatuser the caller', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const colleague = await createUser(t.database.db, agency, [location.id]);
    const own = await signIn(t.app, user);
    const ids = (response: { json(): { data: { _id: string }[] } }) =>
      response
        .json()
        .data.map((m) => m._id)
        .sort();
    expect(ids(await call('GET', '/v1/user/agency_user', undefined, own))).toEqual(
      [user.id, colleague.id].sort(),
    );
    for (const path of ['/v1/user/location_user', '/v1/user/chatusers']) {
      expect(ids(await call('GET', `${path}?locationId=${location.id}`, undefined, own))).toEqual(
        [user.id, colleague.id].sort(),
      );
    }
    expect((await call('GET', '/v1/user/getchatuser', undefined, own)).json().data).toMatchObject({
      _id: user.id,
    });
  });
});
