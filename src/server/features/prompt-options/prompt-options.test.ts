import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionListSchema, PLATFORMS, TONES } from '../../../contract/options.js';
import { slug } from '../../core/words.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const { user } = await createTenant(t.database.db, t.secretBox);
  token = await signIn(t.app, user);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

describe('GET /v1/prompt-options/:kind', () => {
  for (const [kind, size, names, imageType] of [
    ['channel', 8, ['Instagram', 'LinkedIn', 'Google Business Profile'], 'image/svg+xml'],
    ['tone', 8, ['Friendly', 'Professional'], 'image/svg+xml'],
    ['language', 25, ['Spanish', 'Japanese'], 'image/svg+xml'],
    ['image_style', 8, ['Minimal', 'Retro'], 'image/png'],
  ] as const) {
    it(`lists the ${kind} options, each with a template and a preview image`, async () => {
      const response = await get(`/v1/prompt-options/${kind}`);
      expect(response.statusCode).toBe(200);
      const list = optionListSchema.parse(response.json());
      expect(list.length).toBeGreaterThanOrEqual(size);
      expect(list.map((option) => option.name)).toEqual(expect.arrayContaining([...names]));
      for (const option of list) {
        expect(option.description, option.name).toMatch(/\{\{\w+\}\}/);
        expect(option.image, option.name).toMatch(new RegExp(`^/v1/prompt-options/${kind}/previews/`));
      }
      const preview = await t.app.inject({ method: 'GET', url: list[0]?.image ?? '' });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe(imageType);
    });
  }

  it('is a 400 naming the kind when there is no such list', async () => {
    const response = await get('/v1/prompt-options/mood');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'kind' });
  });

  it('is open only to signed-in users', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/prompt-options/tone' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /v1/prompt-options/:kind/previews/:file', () => {
  const previewOf = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("shows a language's initial in its own script, large enough to read at a menu's size", async () => {
    const text = /<text [^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(
      await previewOf('/v1/prompt-options/language/previews/hindi.svg'),
    );
    expect(text?.slice(1)).toEqual(['64', 'हि']);
  });

  it('shows each tone and platform by an icon of its own, where initials would repeat (Playful, Professional)', async () => {
    const drawings = new Set<string>();
    for (const [kind, names] of [
      ['tone', TONES],
      ['channel', PLATFORMS],
    ] as const) {
      for (const name of names) {
        const svg = await previewOf(`/v1/prompt-options/${kind}/previews/${slug(name)}.svg`);
        expect(svg, name).not.toContain('<text');
        const drawing = /<g [^>]*stroke="#fff"[^>]*>(.*?)<\/g>/s.exec(svg)?.[1] ?? '';
        expect(drawing, name).toMatch(/<path d="M/);
        drawings.add(drawing);
      }
    }
    expect(drawings.size).toBe(TONES.length + PLATFORMS.length);
  });

  it('is a 404 for an option that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/prompt-options/tone/previews/grumpy.svg',
    });
    expect(response.statusCode).toBe(404);
  });

  it('is a 400 naming the file when it is not a preview file name', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/prompt-options/tone/previews/..%2Fsecret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file' });
  });
});
