import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promptTemplateSchema, promptTemplatesSchema } from '../../../../contract/agency-console/ai.js';
import { auditRoutes } from '../../../../contract/agency-console/audit.js';
import { PLACEHOLDERS } from '../../../ai/templates.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createAgency, createLocation, createUser } from '../../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../../test/generate.js';
import { signIn } from '../../../test/sign-in.js';
import { DAY_FACTS } from '../../calendar/events/dataset/facts.js';
import { CATALOGUE } from '../../prompt-options/catalogue.js';

const fake = new FakeOpenAi();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay' };
});

/** An agency with an admin for its console and a user who writes posts for its location. */
async function agencyWithWriter() {
  const db = t.database.db;
  const agency = await createAgency(db, t.secretBox);
  const location = await createLocation(db, agency);
  const admin = await createUser(db, agency, [], { role: 'admin', type: 'admin' });
  const writer = await createUser(db, agency, [location.id]);
  return {
    agency,
    location,
    adminToken: await signIn(t.app, admin),
    writerToken: await signIn(t.app, writer),
  };
}

type Agency = Awaited<ReturnType<typeof agencyWithWriter>>;

const templates = (agency: Agency, method: 'GET' | 'PUT' | 'DELETE' | 'POST', path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/agencies/${agency.agency.id}/prompt-templates${path}`,
    headers: { 'x-auth-token': agency.adminToken },
    ...(payload ? { payload } : {}),
  });

const auditLog = async (agency: Agency) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/agencies/${agency.agency.id}/audit`,
    headers: { 'x-auth-token': agency.adminToken },
  });
  return auditRoutes.list.response.parse(response.json()).events;
};

/** The prompt the provider was sent for a new LinkedIn post of the agency's location. */
async function promptOfNextPost(agency: Agency): Promise<string> {
  const written = await generate(t.app, agency.writerToken, {
    locationId: agency.location.id,
    event: WORLD_BREAD_DAY,
    platform: 'LinkedIn',
    action: 'social',
  });
  expect(written.post, JSON.stringify(written.error)).not.toBeNull();
  return fake.lastPrompt();
}

const standardLinkedIn = CATALOGUE.find((option) => option.kind === 'channel' && option.name === 'LinkedIn');
const OWN_LINKEDIN =
  'Write a LinkedIn post for {{business}} about {{event}} on {{date}} in a {{tone}} tone, ending with {{hashtags}}.';

describe("an agency's own prompt templates", () => {
  it('lists every option with its standard template, and the placeholders with what they mean', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'GET');
    expect(response.statusCode).toBe(200);
    const listed = promptTemplatesSchema.parse(response.json());
    expect(listed.templates).toHaveLength(CATALOGUE.length);
    expect(listed.templates).toContainEqual({
      kind: 'channel',
      name: 'LinkedIn',
      standard: standardLinkedIn?.description,
      override: null,
    });
    expect(listed.placeholders.map((placeholder) => placeholder.name)).toEqual([...PLACEHOLDERS]);
    for (const placeholder of listed.placeholders) expect(placeholder.meaning.length).toBeGreaterThan(10);
  });

  it("writes the agency's next post with its own template, while other agencies keep the standard one", async () => {
    const agency = await agencyWithWriter();
    const other = await agencyWithWriter();
    // Written once before the change, so a template remembered from it would show below.
    expect(await promptOfNextPost(agency)).toContain('Write a LinkedIn post for');

    const saved = await templates(agency, 'PUT', '/channel/LinkedIn', { template: OWN_LINKEDIN });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(promptTemplateSchema.parse(saved.json())).toEqual({
      kind: 'channel',
      name: 'LinkedIn',
      standard: standardLinkedIn?.description,
      override: OWN_LINKEDIN,
    });

    // The agency's words, then what the calendar knows of the day, which every prompt ends with.
    expect(await promptOfNextPost(agency)).toBe(
      `Write a LinkedIn post for ${agency.location.businessName} about World Bread Day on Friday, October 16, 2026 in a Friendly tone, ending with #WorldBreadDay #BreadDay.\n\nAbout the day: ${DAY_FACTS['world-bread-day']}`,
    );
    expect(await promptOfNextPost(other)).toContain('Mention');
    const listed = promptTemplatesSchema.parse((await templates(agency, 'GET')).json());
    expect(listed.templates).toContainEqual(
      expect.objectContaining({ name: 'LinkedIn', override: OWN_LINKEDIN }),
    );
  });

  it('records the change with the template before and after', async () => {
    const agency = await agencyWithWriter();
    const template = 'Rewrite this in a warm, neighbourly voice for {{business}}: {{post}}';
    await templates(agency, 'PUT', '/tone/Friendly', { template });
    expect((await auditLog(agency))[0]).toMatchObject({
      action: 'prompt.template',
      subject: 'tone: Friendly',
      before: { template: CATALOGUE.find((option) => option.name === 'Friendly')?.description },
      after: { template },
    });
  });

  it('refuses a template with placeholders the server does not know, naming them', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'PUT', '/tone/Friendly', {
      template: 'Rewrite {{post}} for {{foo}} and {{ bar }}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'template',
      message: 'template: uses unknown placeholders: {{foo}}, {{bar}}',
    });
  });

  it('refuses a placeholder the option cannot fill: a platform template has no post yet', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'PUT', '/channel/Instagram', {
      template: 'Improve this post for {{business}}: {{post}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'template',
      message: 'template: uses placeholders a platform template cannot fill: {{post}}',
    });
  });

  it('is a 404 for an option that does not exist', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'PUT', '/tone/Grumpy', {
      template: 'Rewrite this grumpily: {{post}}',
    });
    expect(response.statusCode).toBe(404);
  });

  it('previews a template for World Bread Day at a bakery, without saving it', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'POST', '/tone/Friendly/preview', {
      template:
        'For {{business}} on {{platform}} ({{date}}, {{event}}, {{hashtags}}), in a {{tone}} tone: {{post}}',
    });
    expect(response.statusCode).toBe(200);
    const { prompt } = response.json();
    expect(prompt).toMatch(
      /^For Sunrise Bakery on Instagram \(\w+day, October 16, \d{4}, World Bread Day, #WorldBreadDay #BreadDay\), in a Friendly tone: Warm loaves/,
    );
    const listed = promptTemplatesSchema.parse((await templates(agency, 'GET')).json());
    expect(listed.templates.every((template) => template.override === null)).toBe(true);
  });

  it('previews an option in its own name: a Spanish translation template reads "Spanish"', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'POST', '/language/Spanish/preview', {
      template: 'Translate into {{language}}: {{post}}',
    });
    expect(response.json().prompt).toMatch(/^Translate into Spanish: Warm loaves/);
  });

  it('previews at most 60 times per agency in a window', async () => {
    const agency = await agencyWithWriter();
    const preview = () =>
      templates(agency, 'POST', '/tone/Friendly/preview', { template: 'Rewrite this warmly: {{post}}' });
    for (let attempt = 1; attempt <= 60; attempt++) {
      expect((await preview()).statusCode, `preview ${attempt}`).toBe(200);
    }
    const refused = await preview();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('refuses to preview a template with unknown placeholders', async () => {
    const agency = await agencyWithWriter();
    const response = await templates(agency, 'POST', '/tone/Friendly/preview', {
      template: 'Hello {{customer}}!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'template',
      message: 'template: uses unknown placeholders: {{customer}}',
    });
  });

  it('goes back to the standard template when reset', async () => {
    const agency = await agencyWithWriter();
    await templates(agency, 'PUT', '/channel/LinkedIn', { template: OWN_LINKEDIN });
    expect(await promptOfNextPost(agency)).toContain('ending with #WorldBreadDay');

    const reset = await templates(agency, 'DELETE', '/channel/LinkedIn');
    expect(reset.statusCode).toBe(200);
    expect(promptTemplateSchema.parse(reset.json()).override).toBeNull();
    expect(await promptOfNextPost(agency)).toContain('Mention');
    expect((await auditLog(agency))[0]).toMatchObject({
      action: 'prompt.template.reset',
      subject: 'platform: LinkedIn',
      before: { template: OWN_LINKEDIN },
      after: { template: standardLinkedIn?.description },
    });
  });
});
