import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerPageSchema } from '../../../contract/balance.js';
import {
  type ChatEvent,
  chatAppSchema,
  chatEventSchema,
  conversationPageSchema,
  conversationSchema,
} from '../../../contract/chat.js';
import { legacyChatRoutes } from '../../../contract/legacy-chat.js';
import { agencies, locations, plans } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf, setPrices } from '../../test/balance.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { createUser } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { signIn } from '../../test/sign-in.js';
import { checkEmbedLink } from '../embed/signed-link.js';

/** The chat app: the assistant's conversations, its answers streamed, billed and kept. */

let t: TestApp;
const fake = new FakeOpenAi();
let withProvider: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-24T15:00:00Z') });
  withProvider = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
});
afterAll(async () => {
  await t.close();
  await withProvider.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { kind: 'reply', text: 'Try a warm loaf photo for Friday.' };
  fake.requests.length = 0;
});

interface Sent {
  status: number;
  events: ChatEvent[];
  error: Record<string, unknown> | null;
}

async function send(app: TestApp, token: string, locationId: string, body: object): Promise<Sent> {
  const response = await callApi(app, 'POST', `/v1/locations/${locationId}/chat/messages`, token, body);
  if (!response.headers['content-type']?.toString().startsWith('application/x-ndjson')) {
    return { status: response.statusCode, events: [], error: response.json() };
  }
  const events = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => chatEventSchema.parse(JSON.parse(line)));
  return { status: response.statusCode, events, error: null };
}

const started = (sent: Sent) => {
  const event = sent.events.find((e) => e.type === 'started');
  if (event?.type !== 'started') throw new Error(`no started event: ${JSON.stringify(sent)}`);
  return event;
};
const answer = (sent: Sent) => {
  const event = sent.events.find((e) => e.type === 'done');
  if (event?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(sent)}`);
  return event.message;
};
const streamed = (sent: Sent) => sent.events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

/** The reasons of the location's balance log, newest first. */
async function balanceLog(adminToken: string, locationId: string) {
  const response = await callApi(t, 'GET', `/v1/locations/${locationId}/balance/entries`, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return ledgerPageSchema.parse(response.json()).entries.map((entry) => entry.reason);
}

async function conversations(app: TestApp, token: string, locationId: string) {
  const response = await callApi(app, 'GET', `/v1/locations/${locationId}/chat/conversations`, token);
  expect(response.statusCode, response.body).toBe(200);
  return conversationPageSchema.parse(response.json()).conversations;
}

async function conversation(app: TestApp, token: string, locationId: string, id: string) {
  const response = await callApi(app, 'GET', `/v1/locations/${locationId}/chat/conversations/${id}`, token);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? conversationSchema.parse(response.json()) : null,
  };
}

describe('a conversation with the built-in assistant', () => {
  it('starts with the first message, streams the answer and keeps both, titled by the question', async () => {
    const agency = await consoleAgency(t);
    const sent = await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week?' });
    expect(sent.status).toBe(200);
    const { conversation: started_, message: question } = started(sent);
    expect(started_.title).toBe('Ideas for next week?');
    expect(question).toMatchObject({ role: 'user', text: 'Ideas for next week?', provider: null });
    const reply = answer(sent);
    expect(reply).toMatchObject({ role: 'assistant', provider: 'builtin' });
    expect(streamed(sent)).toBe(reply.text);

    const kept = await conversation(t, agency.clientToken, agency.location.id, started_.id);
    expect(kept.body?.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Ideas for next week?'],
      ['assistant', reply.text],
    ]);
  });

  it("gives an idea for each of the week's calendar days, by their character", async () => {
    const agency = await consoleAgency(t);
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' }),
    );
    // Now is Tuesday 24 November 2026: Black Friday is on the 27th, Thanksgiving on the 26th.
    expect(reply.text).toMatch(/Friday, November 27, Black Friday: (announce what|a countdown post)/);
    expect(reply.text).toContain('Thursday, November 26, Thanksgiving');
    expect(reply.text).not.toContain('December 1');
  });

  it("gives at most two ideas a date, in the calendar's order, and says how many more the calendar has on those dates", async () => {
    const agency = await consoleAgency(t);
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' }),
    );
    const dates = [...reply.text.matchAll(/^• (\w+, \w+ \d+),/gm)].map((match) => match[1]);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of new Set(dates))
      expect(dates.filter((shown) => shown === date).length).toBeLessThanOrEqual(2);
    expect(reply.text).toMatch(/ The calendar has \d+ more on these dates\.$/);
  });

  it("offers first the days of the kind of business the location's name says, before any brand profile", async () => {
    const ideas = async (agency: Awaited<ReturnType<typeof consoleAgency>>) =>
      answer(await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' })).text;
    // Monday, November 30 has Computer Security Day, Cyber Monday and National Mousse Day, in that order.
    expect(await ideas(await consoleAgency(t))).not.toContain('National Mousse Day');
    const bakery = await consoleAgency(t);
    await t.database.db
      .update(locations)
      .set({ businessName: 'Sunrise Bakery' })
      .where(eq(locations.id, bakery.location.id));
    expect(await ideas(bakery)).toContain('Monday, November 30, National Mousse Day');
  });

  it("writes the post asked for, naming the business's own product that fits the day, and charges it", async () => {
    const agency = await consoleAgency(t);
    const profile = await callApi(
      t,
      'PUT',
      `/v1/locations/${agency.location.id}/brand-profile`,
      agency.clientToken,
      {
        category: 'bakery',
        offers: [
          { name: 'sourdough loaves', line: 'baked fresh every morning' },
          { name: 'celebration cakes', line: 'made to order' },
        ],
      },
    );
    expect(profile.statusCode, profile.body).toBe(200);
    await setPrices(t.database.db, agency.agency.id, { builtin: { chat: 1 } });
    await adjust(t, agency.adminToken, agency.location.id, 10);
    // Now is Tuesday, November 24, 2026: Thursday the 26th is National Cake Day.
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, {
        text: 'Write a Facebook post for National Cake Day',
      }),
    );
    expect(reply.text).toContain('celebration cakes');
    expect(reply.text).toMatch(/#NationalCakeDay/);
    expect(reply.text).not.toMatch(/^•/m);
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(9);
  });

  it('finds a day further ahead by name: "ideas for Christmas" lists Christmas Eve and Christmas Day', async () => {
    const agency = await consoleAgency(t);
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for Christmas?' }),
    );
    expect(reply.text).toMatch(/^Post ideas for .+ Thursday, December 24 and Friday, December 25:/);
    expect(reply.text).toContain('Christmas Eve');
    expect(reply.text).toContain('Christmas Day');
    expect(reply.text).not.toContain('Sweater');
  });

  it('shortens a pasted post, keeping its hashtags', async () => {
    const agency = await consoleAgency(t);
    const post =
      'Our ovens have been busy since four this morning. Every loaf is shaped by hand with flour from the valley. Come early, the sourdough sells out by ten. We will also have rye, spelt and a new olive bread this week. #WorldBreadDay #Sourdough';
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, { text: `Shorten this post: ${post}` }),
    );
    expect(reply.text.length).toBeLessThan(post.length);
    expect(reply.text).toContain('Our ovens have been busy since four this morning.');
    expect(reply.text).toContain('#WorldBreadDay #Sourdough');
  });

  it('hashtags for sourdough lead with #Sourdough, then the hashtags of the days coming up', async () => {
    const agency = await consoleAgency(t);
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, { text: 'Hashtags for sourdough' }),
    );
    expect(reply.text.match(/#\w+/)?.[0]).toBe('#Sourdough');
    expect(reply.text).toContain('Hashtags for the days coming up');
    expect(reply.text).toContain('Black Friday: #');
    // "Next week" is when, not what: the days' hashtags only.
    const week = answer(
      await send(t, agency.clientToken, agency.location.id, { text: 'Hashtags for next week' }),
    );
    expect(week.text).toMatch(/^Hashtags for the days coming up/);
  });

  it('says plainly that an open question needs an AI provider', async () => {
    const agency = await consoleAgency(t);
    const reply = answer(
      await send(t, agency.clientToken, agency.location.id, {
        text: 'Reply to this review: the bread was stale',
      }),
    );
    expect(reply.text).toContain('need AI writing');
  });
});

describe('a conversation with an AI provider', () => {
  it('streams the provider’s answer, sending the business and the earlier turns', async () => {
    const agency = await consoleAgency(withProvider);
    const first = await send(withProvider, agency.clientToken, agency.location.id, {
      text: 'What should I post?',
    });
    expect(answer(first)).toMatchObject({
      text: 'Try a warm loaf photo for Friday.',
      provider: 'openai-compatible',
    });
    const id = started(first).conversation.id;
    fake.behaviour = { kind: 'reply', text: 'Shorter: warm loaves, Friday.' };
    const second = await send(withProvider, agency.clientToken, agency.location.id, {
      conversationId: id,
      text: 'Make it shorter',
    });
    expect(answer(second).text).toBe('Shorter: warm loaves, Friday.');
    const body = fake.requests.at(-1)?.body;
    expect(JSON.stringify(body?.messages)).toContain(agency.location.businessName);
    expect(JSON.stringify(body?.messages)).toContain('Try a warm loaf photo for Friday.');
    expect(fake.lastPrompt()).toBe('Make it shorter');
    expect(await conversations(withProvider, agency.clientToken, agency.location.id)).toHaveLength(1);
  });

  it('a provider failure is an error line, the question is kept and the price given back', async () => {
    const agency = await consoleAgency(withProvider);
    await setPrices(withProvider.database.db, agency.agency.id, { provider: { chat: 10 } });
    await adjust(withProvider, agency.adminToken, agency.location.id, 100);
    fake.behaviour = { kind: 'status', status: 500 };
    const sent = await send(withProvider, agency.clientToken, agency.location.id, { text: 'Hello?' });
    expect(sent.events.at(-1)).toMatchObject({ type: 'error', code: 'ai_unavailable' });
    const kept = await conversation(
      withProvider,
      agency.clientToken,
      agency.location.id,
      started(sent).conversation.id,
    );
    expect(kept.body?.messages.map((m) => m.text)).toEqual(['Hello?']);
    expect((await balanceOf(withProvider, agency.clientToken, agency.location.id)).cents).toBe(100);
  });
});

describe('billing', () => {
  it('a priced message is paid from the balance', async () => {
    const agency = await consoleAgency(t);
    await setPrices(t.database.db, agency.agency.id, { builtin: { chat: 3 } });
    await adjust(t, agency.adminToken, agency.location.id, 10);
    answer(await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' }));
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(7);
  });

  it('a built-in answer that says what needs an AI provider is not charged', async () => {
    const agency = await consoleAgency(t);
    await setPrices(t.database.db, agency.agency.id, { builtin: { chat: 1 } });
    await adjust(t, agency.adminToken, agency.location.id, 10);
    for (const text of ['a reply to a review', 'What is the best time to post on Instagram?']) {
      expect(answer(await send(t, agency.clientToken, agency.location.id, { text })).text).toContain(
        'need AI writing',
      );
    }
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(10);
    expect(await balanceLog(agency.adminToken, agency.location.id)).toEqual(['Test']);

    // Nor does it need a balance: a business with none left still hears what needs a provider.
    const empty = await consoleAgency(t);
    await setPrices(t.database.db, empty.agency.id, { builtin: { chat: 1 } });
    const sent = await send(t, empty.clientToken, empty.location.id, { text: 'a reply to a review' });
    expect(answer(sent).text).toContain('need AI writing');
  });

  it('the balance log names the message charged, shortened, not the conversation', async () => {
    const agency = await consoleAgency(t);
    await setPrices(t.database.db, agency.agency.id, { builtin: { chat: 1 } });
    await adjust(t, agency.adminToken, agency.location.id, 10);
    const first = await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' });
    const long = `Hashtags for sourdough, ${'and some more words about the bakery '.repeat(5)}`;
    answer(
      await send(t, agency.clientToken, agency.location.id, {
        conversationId: started(first).conversation.id,
        text: long,
      }),
    );
    const [latest, earlier] = await balanceLog(agency.adminToken, agency.location.id);
    expect(earlier).toBe('Chat message: Ideas for next week');
    expect(latest).toMatch(/^Chat message: Hashtags for sourdough, and some more words.*…$/);
    expect(latest?.length).toBeLessThan(80);
  });

  it('without enough balance the message is refused with the price and nothing is stored', async () => {
    const agency = await consoleAgency(t);
    await setPrices(t.database.db, agency.agency.id, { builtin: { chat: 3 } });
    const sent = await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' });
    expect(sent.status).toBe(402);
    expect(sent.error).toMatchObject({ code: 'insufficient_balance' });
    expect(await conversations(t, agency.clientToken, agency.location.id)).toEqual([]);
  });
});

describe('the list of conversations', () => {
  it('latest activity first, with an unread marker until the answer is opened', async () => {
    const agency = await consoleAgency(t);
    const first = started(
      await send(t, agency.clientToken, agency.location.id, { text: 'First' }),
    ).conversation;
    const second = started(
      await send(t, agency.clientToken, agency.location.id, { text: 'Second' }),
    ).conversation;
    const listed = await conversations(t, agency.clientToken, agency.location.id);
    expect(listed.map((c) => [c.title, c.unread])).toEqual([
      ['Second', true],
      ['First', true],
    ]);
    await conversation(t, agency.clientToken, agency.location.id, first.id);
    const after = await conversations(t, agency.clientToken, agency.location.id);
    expect(after.find((c) => c.id === first.id)?.unread).toBe(false);
    expect(after.find((c) => c.id === second.id)?.unread).toBe(true);
  });

  it("are each user's own: a colleague on the same location cannot open, continue, rename or delete them", async () => {
    const agency = await consoleAgency(t);
    const colleague = await createUser(t.database.db, agency.agency, [agency.location.id]);
    const colleagueToken = await signIn(t.app, colleague);
    const mine = started(
      await send(t, agency.clientToken, agency.location.id, { text: 'Mine' }),
    ).conversation;
    const base = `/v1/locations/${agency.location.id}/chat/conversations/${mine.id}`;
    expect(await conversations(t, colleagueToken, agency.location.id)).toEqual([]);
    expect((await callApi(t, 'GET', base, colleagueToken)).statusCode).toBe(404);
    expect((await callApi(t, 'PATCH', base, colleagueToken, { title: 'Taken' })).statusCode).toBe(404);
    expect((await callApi(t, 'DELETE', base, colleagueToken)).statusCode).toBe(404);
    const continued = await send(t, colleagueToken, agency.location.id, {
      conversationId: mine.id,
      text: 'Hi',
    });
    expect(continued.status).toBe(404);
  });

  it('renames and deletes a conversation with its messages', async () => {
    const agency = await consoleAgency(t);
    const mine = started(
      await send(t, agency.clientToken, agency.location.id, { text: 'Plan' }),
    ).conversation;
    const base = `/v1/locations/${agency.location.id}/chat/conversations/${mine.id}`;
    const renamed = await callApi(t, 'PATCH', base, agency.clientToken, { title: 'December plan' });
    expect(renamed.json()).toMatchObject({ title: 'December plan' });
    expect((await callApi(t, 'DELETE', base, agency.clientToken)).json()).toEqual({ deleted: true });
    expect((await conversation(t, agency.clientToken, agency.location.id, mine.id)).status).toBe(404);
  });

  it('bad input is a 400 naming the field', async () => {
    const agency = await consoleAgency(t);
    const empty = await send(t, agency.clientToken, agency.location.id, { text: '   ' });
    expect(empty).toMatchObject({ status: 400, error: { field: 'text' } });
    const long = await send(t, agency.clientToken, agency.location.id, { text: 'a'.repeat(4_001) });
    expect(long).toMatchObject({ status: 400, error: { field: 'text' } });
    for (const after of [
      '2026-13-45T00:00:00.000Z~00000000-0000-0000-0000-000000000000',
      '2026-11-01T00:00:00.000Z~------------------------------------',
      '0000-01-01T00:00:00.000Z~00000000-0000-4000-8000-000000000000',
    ]) {
      const cursor = await callApi(
        t,
        'GET',
        `/v1/locations/${agency.location.id}/chat/conversations?after=${encodeURIComponent(after)}`,
        agency.clientToken,
      );
      expect(cursor.statusCode, after).toBe(400);
      expect(cursor.json().field).toBe('after');
    }
  });
});

describe('the chat app page', () => {
  it("shows the agency's own chat page at an address signed for the user and location", async () => {
    const agency = await consoleAgency(t);
    await t.database.db
      .update(agencies)
      .set({ links: { chatApp: 'https://chat.agency.example.com/app' } })
      .where(eq(agencies.id, agency.agency.id));
    const response = await callApi(t, 'GET', `/v1/locations/${agency.location.id}/chat`, agency.clientToken);
    const app = chatAppSchema.parse(response.json());
    if (app.kind !== 'frame') throw new Error('expected the frame');
    expect(app.origin).toBe('https://chat.agency.example.com');

    // The product's frame page frames the agency's page, and may frame nothing else.
    const frame = await t.app.inject({ method: 'GET', url: app.url });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-security-policy']).toContain('frame-src https://chat.agency.example.com;');
    expect(frame.headers['content-security-policy']).toContain("default-src 'none'");
    const src = frame.body.match(/<iframe[^>]* src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const url = new URL(src);
    expect(`${url.origin}${url.pathname}`).toBe('https://chat.agency.example.com/app');
    const link = {
      email: url.searchParams.get('email') ?? '',
      locationId: url.searchParams.get('location_id') ?? '',
      exp: Number(url.searchParams.get('exp')),
      sig: url.searchParams.get('sig') ?? '',
    };
    expect(link).toMatchObject({ email: agency.client.email, locationId: agency.location.id });
    const now = new Date('2026-11-24T15:00:00Z').getTime();
    expect(checkEmbedLink(agency.agency.embedSecret, link, now)).toBe('valid');
    expect(checkEmbedLink('another secret', link, now)).toBe('bad_signature');

    // A link changed by hand is not framed.
    const forged = app.url.replace(/email=[^&]+/, 'email=someone-else%40example.com');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it("the app's own pages may frame only the product's origin, and Stripe's where an agency takes cards", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    const frameSources = policy.match(/frame-src ([^;]*)/)?.[1]?.split(' ') ?? [];
    // On a shared database another test's agency may have Stripe keys; an agency's chat page never appears.
    expect(frameSources[0]).toBe("'self'");
    for (const source of frameSources.slice(1)) {
      expect(['https://js.stripe.com', 'https://hooks.stripe.com']).toContain(source);
    }
  });

  it('without a chat page, the assistant, saying who answers', async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(t, 'GET', `/v1/locations/${agency.location.id}/chat`, agency.clientToken);
    expect(response.json()).toEqual({ kind: 'assistant', engine: 'builtin' });
  });
});

describe("the earlier chat app's calls", () => {
  it("GET chat/get_data_by_location/{id}: the location's conversations, whose count is its No of Chats", async () => {
    const agency = await consoleAgency(t);
    const colleague = await createUser(t.database.db, agency.agency, [agency.location.id]);
    const colleagueToken = await signIn(t.app, colleague);
    answer(await send(t, agency.clientToken, agency.location.id, { text: 'First' }));
    answer(await send(t, colleagueToken, agency.location.id, { text: 'Second' }));
    const response = await callApi(
      t,
      'GET',
      `/v1/chat/get_data_by_location/${agency.location.id}`,
      agency.clientToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = legacyChatRoutes.chatsOfLocation.response.parse(response.json());
    expect(data.map((chat) => chat.title)).toEqual(['Second', 'First']);
    expect(data[0]).toMatchObject({ location_id: agency.location.id });
  });

  it("GET chat/delete?id: deletes the caller's own conversation only", async () => {
    const agency = await consoleAgency(t);
    const colleague = await createUser(t.database.db, agency.agency, [agency.location.id]);
    const colleagueToken = await signIn(t.app, colleague);
    const mine = started(
      await send(t, agency.clientToken, agency.location.id, { text: 'Mine' }),
    ).conversation;
    expect((await callApi(t, 'GET', `/v1/chat/delete?id=${mine.id}`, colleagueToken)).statusCode).toBe(404);
    const deleted = await callApi(t, 'GET', `/v1/chat/delete?id=${mine.id}`, agency.clientToken);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await conversation(t, agency.clientToken, agency.location.id, mine.id)).status).toBe(404);
  });
});

describe('Use as post', () => {
  it("puts an answer on an event's card as its newest post, free, counted as a post and not as a second call", async () => {
    // The app on the real clock: the dashboard's days are the database's, which stamps posts and replies.
    const agency = await consoleAgency(withProvider);
    const url = (messageId: string) => `/v1/locations/${agency.location.id}/chat/messages/${messageId}/post`;
    fake.behaviour = {
      kind: 'reply',
      text: 'Fresh loaves all day today, and <b>cookies</b>.\n\nCome and taste them!\n#WorldBreadDay',
    };
    const reply = answer(
      await send(withProvider, agency.clientToken, agency.location.id, {
        text: 'Write a post about our fresh loaves',
      }),
    );
    const event = { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] };
    const used = await callApi(withProvider, 'POST', url(reply.id), agency.clientToken, {
      event,
      platform: 'Facebook',
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ platform: 'Facebook', event: { title: 'World Bread Day' } });
    // As the chat showed it: in its paragraphs, and what looks like markup as the text it is.
    expect(used.json().html).toBe(
      '<p>Fresh loaves all day today, and &lt;b&gt;cookies&lt;/b&gt;.</p><p>Come and taste them!<br />#WorldBreadDay</p>',
    );

    const latest = await callApi(
      withProvider,
      'GET',
      `/v1/locations/${agency.location.id}/posts?year=2026`,
      agency.clientToken,
    );
    expect(JSON.stringify(latest.json())).toContain('Fresh loaves all day today, and');

    const dashboard = await callApi(
      withProvider,
      'GET',
      `/v1/locations/${agency.location.id}/dashboard?period=all`,
      agency.clientToken,
    );
    expect(dashboard.json().figures).toMatchObject({ postsGenerated: 1, apiCalls: 1 });
  });

  it("someone else's answer, or the user's own question, cannot be used", async () => {
    const agency = await consoleAgency(t);
    const colleague = await createUser(t.database.db, agency.agency, [agency.location.id]);
    const colleagueToken = await signIn(t.app, colleague);
    const sent = await send(t, agency.clientToken, agency.location.id, { text: 'Ideas for next week' });
    const body = {
      event: { date: '2026-11-27', title: 'Black Friday', hashtags: [] },
      platform: 'Instagram',
    };
    const url = (messageId: string) => `/v1/locations/${agency.location.id}/chat/messages/${messageId}/post`;
    expect((await callApi(t, 'POST', url(answer(sent).id), colleagueToken, body)).statusCode).toBe(404);
    expect(
      (await callApi(t, 'POST', url(started(sent).message.id), agency.clientToken, body)).statusCode,
    ).toBe(404);
  });
});

describe('a business whose plan does not include the Chat App', () => {
  it('is told so by the chat app, and every chat call is refused with nothing charged', async () => {
    const agency = await consoleAgency(t, { apps: ['calendar'] });
    const base = `/v1/locations/${agency.location.id}/chat`;
    const app = await callApi(t, 'GET', base, agency.clientToken);
    expect(app.statusCode, app.body).toBe(200);
    expect(chatAppSchema.parse(app.json())).toEqual({ kind: 'not_in_plan' });

    const sent = await send(t, agency.clientToken, agency.location.id, { text: 'ideas for next week' });
    expect(sent.status).toBe(403);
    expect(sent.error).toMatchObject({ code: 'app_not_in_plan' });
    const listed = await callApi(t, 'GET', `${base}/conversations`, agency.clientToken);
    expect(listed.statusCode).toBe(403);
    // The earlier API's list answers the same.
    const legacy = await callApi(
      t,
      'GET',
      `/v1/chat/get_data_by_location/${agency.location.id}`,
      agency.clientToken,
    );
    expect(legacy.statusCode).toBe(403);
    expect(await balanceLog(agency.adminToken, agency.location.id)).toEqual([]);

    // The agency adds the Chat App to the plan: the same business chats at once.
    await t.database.db
      .update(plans)
      .set({ apps: ['calendar', 'social'] })
      .where(eq(plans.id, agency.agency.planId));
    expect(chatAppSchema.parse((await callApi(t, 'GET', base, agency.clientToken)).json()).kind).toBe(
      'assistant',
    );
    expect(
      (await send(t, agency.clientToken, agency.location.id, { text: 'ideas for next week' })).status,
    ).toBe(200);
  });
});
