import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type FakeS3, startFakeS3 } from '../test/fake-s3.js';
import { LocalMediaFiles } from './media-files.js';
import type { S3MediaFiles } from './media-files-s3.js';
import { migrateMedia } from './media-migration.js';
import { MediaStore } from './media-store.js';
import { openMediaStore, s3FilesOf } from './open-media.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"/>');
const LOCATION = 'Loc0123456789abcdefg';

let s3: FakeS3;
let bucket: S3MediaFiles;
const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpdir(), ...s3.env, ...env });

beforeAll(async () => {
  s3 = await startFakeS3();
  const files = s3FilesOf(configWith({}));
  if (!files) throw new Error('S3_BUCKET did not choose the bucket');
  bucket = files;
});
afterAll(async () => {
  bucket.close();
  await s3.close();
});

describe('media in an S3-compatible bucket', () => {
  it('keeps a picture under a fresh path, reads it back, and removes it', async () => {
    const store = new MediaStore(bucket);
    const path = await store.save(LOCATION, { bytes: PNG, format: 'png' });
    expect(MediaStore.isStoredPath(path)).toBe(true);
    expect(await store.read(path)).toEqual(PNG);
    expect(await bucket.has(path, PNG.length)).toBe(true);
    await store.remove(path);
    expect(await store.read(path)).toBeNull();
    await store.remove(path);
  });

  it('draws an agency logo from the bucket as inline data, for the renderer that never fetches', async () => {
    const store = new MediaStore(bucket);
    const agencyId = randomUUID();
    const url = MediaStore.url(await store.saveForAgency(agencyId, { bytes: SVG, format: 'svg' }));
    expect(await store.agencyFileAsData(agencyId, url)).toBe(
      `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
    );
  });

  it('gives browsers the CDN address with MEDIA_PUBLIC_URL, and Facebook a full address either way', () => {
    const cdn = openMediaStore(configWith({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }));
    expect(cdn.addressOf(`${LOCATION}/a.png`)).toBe(`https://cdn.example.com/media/${LOCATION}/a.png`);
    const served = openMediaStore(configWith({}));
    expect(served.addressOf(`${LOCATION}/a.png`)).toBe(`/media/${LOCATION}/a.png`);
    expect(served.fullAddressOf(`${LOCATION}/a.png`, 'https://app.example.com')).toBe(
      `https://app.example.com/media/${LOCATION}/a.png`,
    );
  });

  it('refuses bucket settings without a bucket, and one credential without the other', () => {
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /S3_BUCKET: is required/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
  });
});

describe('npm run media:migrate', () => {
  it('copies every stored file under its own path, skips what is there on a second run, and leaves strays alone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'media-'));
    const local = new MediaStore(new LocalMediaFiles(root));
    const picture = await local.save(LOCATION, { bytes: PNG, format: 'png' });
    const logo = await local.saveForAgency(randomUUID(), { bytes: SVG, format: 'svg' });
    await mkdir(join(root, LOCATION), { recursive: true });
    await writeFile(join(root, LOCATION, '.DS_Store'), 'finder');

    const first = await migrateMedia(root, bucket);
    expect(first).toEqual({ copied: 2, skipped: 0, ignored: [`${LOCATION}/.DS_Store`] });
    expect(await bucket.read(picture)).toEqual(PNG);
    expect(await bucket.read(logo)).toEqual(SVG);

    const again = await migrateMedia(root, bucket);
    expect(again).toMatchObject({ copied: 0, skipped: 2 });
  });

  it('has nothing to copy from a folder that does not exist', async () => {
    expect(await migrateMedia(join(tmpdir(), `absent-${randomUUID()}`), bucket)).toEqual({
      copied: 0,
      skipped: 0,
      ignored: [],
    });
  });
});
