import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { consoleLocationSchema } from '../../../../contract/agency-console/locations.js';
import { consoleTrialRoutes, trialSettingsSchema } from '../../../../contract/agency-console/trial.js';
import { teamSchema } from '../../../../contract/team.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency } from '../../../test/console-agency.js';
import { unique } from '../../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../../test/generate.js';
import { signedInOperator } from '../../../test/operator.js';
import { startTrialVisitor, trialSlugOf, visitorDetails } from '../../../test/trial-visitor.js';
import { slugFromName } from '../../trial/slug.js';
import { csvCell } from './csv.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://social.example.com' } });
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

async function settingsOf(agency: Agency) {
  const response = await callApi(t, 'GET', agency.url('/trial'), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return trialSettingsSchema.parse(response.json());
}

async function leadsOf(agency: Agency, query = '') {
  const response = await callApi(t, 'GET', agency.url(`/trial/leads${query}`), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return consoleTrialRoutes.leads.response.parse(response.json());
}

describe('the free trial in the agency console', () => {
  it("shows the trial's addresses; the slug and retention can be changed, and the change is audited", async () => {
    const agency = await consoleAgency(t);
    const before = await settingsOf(agency);
    expect(before.retentionDays).toBe(180);
    expect(before.addresses).toEqual({
      shared: `https://social.example.com/trial/${before.slug}`,
      ownDomain: null,
    });

    const slug = `tacos-${agency.agency.id.slice(0, 8)}`;
    const saved = await callApi(t, 'PUT', agency.url('/trial'), agency.adminToken, {
      slug: ` ${slug.toUpperCase()} `,
      retentionDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(trialSettingsSchema.parse(saved.json())).toMatchObject({ slug, retentionDays: 30 });
    const audit = await callApi(t, 'GET', agency.url('/audit?action=trial'), agency.adminToken);
    const [event] = auditEventSchema.array().parse(audit.json().events);
    expect(event).toMatchObject({ action: 'trial.settings', after: { slug, retentionDays: 30 } });

    const page = await t.app.inject({ method: 'GET', url: `/v1/trial/page?slug=${slug}` });
    expect(page.statusCode).toBe(200);
  });

  it('refuses a slug another agency has (409 naming the field) and a retention out of range', async () => {
    const one = await consoleAgency(t);
    const two = await consoleAgency(t);
    const taken = (await settingsOf(one)).slug;
    const clash = await callApi(t, 'PUT', two.url('/trial'), two.adminToken, {
      slug: taken,
      retentionDays: 180,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'conflict', field: 'slug' });

    for (const [body, field] of [
      [{ slug: taken, retentionDays: 6 }, 'retentionDays'],
      [{ slug: taken, retentionDays: 3651 }, 'retentionDays'],
      [{ slug: 'no spaces here', retentionDays: 180 }, 'slug'],
      [{ slug: '-dash-first', retentionDays: 180 }, 'slug'],
    ] as const) {
      const response = await callApi(t, 'PUT', one.url('/trial'), one.adminToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it('lists the trial visitors as leads, newest first, with search and paging', async () => {
    const agency = await consoleAgency(t);
    const first = await startTrialVisitor(
      t,
      agency.agency.id,
      visitorDetails({ userName: 'Ana', businessName: 'Ana Bakes' }),
    );
    await generate(t.app, first.token, {
      locationId: first.activeLocations[0]?.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'social',
    });
    await callApi(t, 'POST', '/v1/trial/me/upgrade-clicked', first.token);
    for (const name of ['Ben', 'Cleo']) {
      await startTrialVisitor(
        t,
        agency.agency.id,
        visitorDetails({ userName: name, businessName: `${name} Co` }),
      );
    }

    const all = await leadsOf(agency);
    expect(all.total).toBe(3);
    expect(all.leads.map((lead) => lead.userName)).toEqual(['Cleo', 'Ben', 'Ana']);
    expect(all.leads[2]).toMatchObject({ businessName: 'Ana Bakes', postsUsed: 1, email: first.trial.email });
    expect(all.leads[2]?.askedToUpgradeAt).not.toBeNull();
    expect(all.leads[0]?.askedToUpgradeAt).toBeNull();

    const second = await leadsOf(agency, '?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.leads.map((lead) => lead.userName)).toEqual(['Ana']);
    const found = await leadsOf(agency, '?search=bakes');
    expect(found.leads.map((lead) => lead.userName)).toEqual(['Ana']);
  });

  it('trial visitors are leads, not clients: the locations and team lists leave them out', async () => {
    const agency = await consoleAgency(t);
    const visitor = await startTrialVisitor(t, agency.agency.id);
    const trialLocation = visitor.activeLocations[0]?.id;

    const locations = await callApi(t, 'GET', agency.url('/locations'), agency.adminToken);
    const listed = consoleLocationSchema
      .array()
      .parse(locations.json().locations)
      .map((l) => l.id);
    expect(listed).toEqual([agency.location.id]);
    const archive = await callApi(
      t,
      'POST',
      agency.url(`/locations/${trialLocation}/archive`),
      agency.adminToken,
    );
    expect(archive.statusCode).toBe(404);

    const team = await callApi(t, 'GET', '/v1/team', agency.adminToken);
    const members = teamSchema.parse(team.json()).members.map((member) => member._id);
    expect(members).not.toContain(visitor.data._id);
  });

  it('downloads the leads as CSV, with cells a spreadsheet would run kept as text', async () => {
    const agency = await consoleAgency(t);
    await startTrialVisitor(
      t,
      agency.agency.id,
      visitorDetails({
        userName: '=HYPERLINK("http://evil.example","Click")',
        businessName: '+1, "Best" Tacos',
      }),
    );
    const slug = (await settingsOf(agency)).slug;
    const response = await callApi(t, 'GET', agency.url('/trial/leads.csv'), agency.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="trial-leads-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name,Business,Email,Started,Free posts used,Last seen,Asked to upgrade');
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","'\+1, ""Best"" Tacos",/);

    const client = await callApi(t, 'GET', agency.url('/trial/leads.csv'), agency.clientToken);
    expect(client.statusCode).toBe(403);
  });
});

describe("a new agency's trial address", () => {
  it('comes from its name, with -2, -3 after names another agency has', async () => {
    const operator = await signedInOperator(t);
    const name = `Sunrise Média & Co ${unique('x').slice(2)}`;
    const slugs: string[] = [];
    for (const suffix of ['one', 'two']) {
      const created = await callApi(t, 'POST', '/v1/admin/agencies', operator.token, {
        name,
        adminName: 'Ada',
        adminEmail: `${unique(suffix)}@example.com`,
      });
      expect(created.statusCode, created.body).toBe(200);
      slugs.push(await trialSlugOf(t, created.json().agency.id));
    }
    const base = slugFromName(name);
    expect(base).toMatch(/^sunrise-media-co-[a-z0-9]+$/);
    expect(slugs).toEqual([base, `${base}-2`]);
  });
});

describe('a CSV cell', () => {
  it('starts with an apostrophe when it would start a formula, and is quoted when it must be', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Rosa, "the best"')).toBe('"Rosa, ""the best"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Rosa')).toBe('Rosa');
  });
});
