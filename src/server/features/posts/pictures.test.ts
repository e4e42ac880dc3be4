import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.js';
import { inspectImage } from '../../infra/image-type.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { FakeOpenAi } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

const fake = new FakeOpenAi();
let t: TestApp;
beforeAll(async () => {
  const url = await fake.start();
  t = await startTestApp({
    env: { AI_IMAGE_PROVIDER: 'openai-compatible', AI_IMAGE_BASE_URL: url, AI_IMAGE_MODEL: 'fake-painter' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function writtenPost() {
  const { location, user } = await createTenant(t.database.db, t.secretBox);
  const token = await signIn(t.app, user);
  const written = await generate(t.app, token, {
    locationId: location.id,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
  });
  return { token, locationId: location.id, parentId: written.post?._id };
}

describe('pictures', () => {
  it("an image model's answer that is not a picture is a clear error, and nothing is stored", async () => {
    const { token, locationId, parentId } = await writtenPost();
    fake.behaviour = {
      kind: 'image-bytes',
      base64: Buffer.from('<script>alert(1)</script>').toString('base64'),
    };
    const result = await generate(t.app, token, {
      locationId,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'image',
      option: 'Minimal',
      parentId,
    });
    expect(result.status).toBe(502);
    expect(result.error).toMatchObject({ code: 'ai_unavailable' });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(posts)
      .where(eq(posts.locationId, locationId));
    expect(stored?.n).toBe(1);
    const folder = await readdir(join(t.config.dataDir, 'media', locationId)).catch(() => []);
    expect(folder).toEqual([]);
  });

  it('are served to any site that embeds them, never changed once written', async () => {
    const { token, locationId, parentId } = await writtenPost();
    fake.behaviour = { kind: 'reply', text: 'unused' };
    const result = await generate(t.app, token, {
      locationId,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'image',
      option: 'Minimal',
      parentId,
    });
    const picture = await t.app.inject({ method: 'GET', url: result.post?.imageUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(picture.headers['cache-control']).toContain('immutable');
  });

  it('tells PNG, JPEG and WebP apart by their bytes, with their size, and refuses anything else', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(inspectImage(png)).toEqual({ format: 'png', width: 1, height: 1 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x02, 0x00, 0x03, 0x20,
      0x01, 0x01, 0x11, 0x00,
    ]);
    expect(inspectImage(jpeg)).toEqual({ format: 'jpeg', width: 800, height: 512 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0);
    webp.write('WEBP', 8);
    webp.write('VP8X', 12);
    webp.writeUIntLE(1023, 24, 3);
    webp.writeUIntLE(767, 27, 3);
    expect(inspectImage(webp)).toEqual({ format: 'webp', width: 1024, height: 768 });
    expect(inspectImage(Buffer.from('GIF89a not ours'))).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const huge = Buffer.from(png);
    huge.writeUInt32BE(100_000, 16);
    expect(inspectImage(huge)).toBeNull();
  });
});
