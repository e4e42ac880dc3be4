import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { testCustomisation } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;
const { logo: _logo, ...colours } = testCustomisation;

const pageSchema = auditEventSchema.array();

async function audit(agency: Agency, query = '') {
  const response = await callApi(t, 'GET', agency.url(`/audit${query}`), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { events: pageSchema.parse(body.events), next: typeof body.next === 'string' ? body.next : null };
}

/** Three changes of different areas, in order: colours, a plan, a location. */
/**
 * Three audited changes: the colours, a plan of the name given (an agency's plans have names of their
 * own), and a location.
 */
async function makeChanges(agency: Agency, planName = 'Bakeries') {
  await callApi(t, 'PUT', agency.url('/colours'), agency.adminToken, { ...colours, topbar_bg: '#224466' });
  await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, {
    name: planName,
    type: 'free',
    apps: ['calendar'],
    userLimit: 3,
  });
  await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, {
    businessName: 'Rye & Co',
    firstName: '',
    email: '',
    phoneNumber: '',
    address: '',
    country: 'US',
    timeZone: 'America/New_York',
    planId: null,
  });
}

describe("the agency's audit log", () => {
  it('lists every console change newest first, with who made it and the values before and after', async () => {
    const agency = await consoleAgency(t);
    await makeChanges(agency);
    const { events } = await audit(agency);
    expect(events.map((event) => event.action)).toEqual(['location.create', 'plan.create', 'brand.colours']);
    expect(events[2]).toMatchObject({
      actor: { email: agency.admin.email, role: 'admin' },
      before: { topbar_bg: testCustomisation.topbar_bg },
      after: { topbar_bg: '#224466' },
    });
  });

  it("shows nothing of another agency's changes", async () => {
    const mine = await consoleAgency(t);
    const theirs = await consoleAgency(t);
    await makeChanges(theirs);
    expect((await audit(mine)).events).toEqual([]);
  });

  it('filters by area, by part of the e-mail of who made the change, and by dates', async () => {
    const agency = await consoleAgency(t);
    await makeChanges(agency);
    expect((await audit(agency, '?action=plan')).events.map((event) => event.action)).toEqual([
      'plan.create',
    ]);
    const byActor = await audit(agency, `?actor=${encodeURIComponent(agency.admin.email.slice(0, 6))}`);
    expect(byActor.events).toHaveLength(3);
    expect((await audit(agency, '?actor=nobody-like-this')).events).toEqual([]);
    expect((await audit(agency, '?to=2000-01-01')).events).toEqual([]);
    expect((await audit(agency, '?from=2000-01-01')).events).toHaveLength(3);
  });

  it('pages through the log without skipping or repeating an event', async () => {
    const agency = await consoleAgency(t);
    await makeChanges(agency, 'Bakeries');
    await makeChanges(agency, 'Cafés');
    const seen: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page = await audit(agency, `?limit=2${next ? `&before=${encodeURIComponent(next)}` : ''}`);
      seen.push(...page.events.map((event) => event.id));
      next = page.next;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('answers a 400 naming the field for a cursor or date that is not one, never a 500', async () => {
    const agency = await consoleAgency(t);
    for (const query of [
      '?before=2026-13-01T00:00:00.000Z~00000000-0000-4000-8000-000000000000',
      '?before=2026-11-01T00:00:00.000Z~------------------------------------',
      // PostgreSQL has no year zero, and the day after 9999-12-31 is past what it reads.
      '?before=0000-01-01T00:00:00.000Z~00000000-0000-4000-8000-000000000000',
      '?from=yesterday',
      '?from=0000-01-01',
      '?to=9999-12-31',
    ]) {
      const response = await callApi(t, 'GET', agency.url(`/audit${query}`), agency.adminToken);
      expect(response.statusCode, query).toBe(400);
      expect(['before', 'from', 'to']).toContain(response.json().field);
    }
  });

  it("is for the agency's admins: a client is refused", async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(t, 'GET', agency.url('/audit'), agency.clientToken);
    expect(response.statusCode).toBe(403);
  });
});
