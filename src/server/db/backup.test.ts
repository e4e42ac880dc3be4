import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { create as createArchive } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaFiles } from '../infra/media-files.js';
import { MediaStore } from '../infra/media-store.js';
import { SecretBox } from '../infra/secret-box.js';
import { loadSecretKey } from '../infra/secret-key.js';
import { type AgencyFixture, createAgency, createLocation } from '../test/factories.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { openDatabase } from './open.js';
import { agencies, posts } from './schema.js';

/** The first bytes of a PNG: what the store keeps is bytes, whatever they draw. */
const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let root: string;
/** A data folder as a stopped server leaves it: a database with an agency and a post, a picture, a key. */
let source: string;
let archive: string;
let agency: AgencyFixture;
let postId: string;
let picturePath: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-test-'));
  source = join(root, 'data');
  const database = await openDatabase({ dataDir: source });
  try {
    await database.migrate();
    const box = new SecretBox(await loadSecretKey(undefined, source));
    agency = await createAgency(database.db, box);
    const location = await createLocation(database.db, agency);
    picturePath = await new MediaStore(new LocalMediaFiles(join(source, 'media'))).save(location.id, {
      bytes: PICTURE,
      format: 'png',
    });
    const [post] = await database.db
      .insert(posts)
      .values({
        locationId: location.id,
        eventDate: '2026-10-16',
        eventTitle: 'World Bread Day',
        platform: 'Instagram',
        action: 'image',
        html: '<p>Fresh from the oven.</p>',
        imagePath: picturePath,
        prompt: 'a picture',
        provider: 'builtin',
        model: 'builtin',
        durationMs: 1,
      })
      .returning({ id: posts.id });
    postId = post?.id ?? '';
  } finally {
    await database.close();
  }
  archive = join(root, 'backup.tar.gz');
  await createBackup({ dataDir: source, file: archive, media: true });
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** A new folder under the test's own, holding the given files. */
async function folderWith(name: string, files: Record<string, string> = {}): Promise<string> {
  const folder = join(root, name);
  await mkdir(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  return folder;
}

/** What a folder holds, and whether a restore left anything beside it. */
async function contentsOf(folder: string) {
  const files = await readdir(folder, { recursive: true });
  const leftovers = (await readdir(root)).filter((name) => name.includes('.restoring-'));
  return { files: files.sort(), leftovers };
}

describe('npm run backup and npm run restore', () => {
  it('bring back the same database rows, media files and secret key into a new folder', async () => {
    const restored = join(root, 'restored');
    const summary = await restoreBackup({ file: archive, dataDir: restored });
    expect(summary).toMatchObject({ dataDir: restored, mediaFiles: 1, secretKey: true, media: true });

    expect(await readFile(join(restored, 'secret.key'))).toEqual(await readFile(join(source, 'secret.key')));
    expect(new Uint8Array(await readFile(join(restored, 'media', picturePath)))).toEqual(PICTURE);
    const database = await openDatabase({ dataDir: restored });
    try {
      const [post] = await database.db.select().from(posts).where(eq(posts.id, postId));
      expect(post).toMatchObject({ eventTitle: 'World Bread Day', imagePath: picturePath });
      // Sealed secrets open with the restored key: without it they would be lost.
      const [row] = await database.db.select().from(agencies).where(eq(agencies.id, agency.id));
      const box = new SecretBox(await loadSecretKey(undefined, restored));
      expect(box.open(row?.embedSecretEncrypted ?? '')).toBe(agency.embedSecret);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses to copy a database another process has open, and writes no file', async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      const file = join(root, 'while-open.tar.gz');
      await expect(createBackup({ dataDir: source, file, media: true })).rejects.toThrow(DataDirInUseError);
      await expect(readFile(file)).rejects.toThrow(/ENOENT/);
      expect((await readdir(root)).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses to overwrite a file, or to write into the folder it copies', async () => {
    await expect(createBackup({ dataDir: source, file: archive, media: true })).rejects.toThrow(
      /exists already/,
    );
    const inside = join(source, 'media', 'backup.tar.gz');
    await expect(createBackup({ dataDir: source, file: inside, media: true })).rejects.toThrow(
      /is inside DATA_DIR/,
    );
  });

  it('refuses to restore into a folder with anything in it, and leaves it as it was', async () => {
    const target = await folderWith('not-empty', { 'notes.txt': 'keep me' });
    await expect(restoreBackup({ file: archive, dataDir: target })).rejects.toThrow(/is not empty/);
    expect(await contentsOf(target)).toEqual({ files: ['notes.txt'], leftovers: [] });
  });

  it('refuses a damaged archive and a foreign one, leaving the target untouched', async () => {
    const target = await folderWith('empty-target');
    const damaged = join(root, 'damaged.tar.gz');
    const whole = await readFile(archive);
    await writeFile(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup({ file: damaged, dataDir: target })).rejects.toThrow(
      new RegExp(`${damaged} is not a readable backup`),
    );
    expect(await contentsOf(target)).toEqual({ files: [], leftovers: [] });

    const foreign = join(root, 'foreign.tar.gz');
    const other = await folderWith('other-product', { 'database.sql': 'select 1;' });
    await createArchive({ file: foreign, cwd: other, gzip: true }, ['database.sql']);
    await expect(restoreBackup({ file: foreign, dataDir: target })).rejects.toThrow(
      new BackupError(`${foreign} is not a backup made by npm run backup`),
    );
    expect(await contentsOf(target)).toEqual({ files: [], leftovers: [] });
  });

  it('sends a PostgreSQL deployment to pg_dump', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/backup.ts', join(root, 'pg.tar.gz')],
      {
        env: { ...process.env, DATA_DIR: source, DATABASE_URL: 'postgres://user@127.0.0.1:5432/social' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Backup failed: DATABASE_URL is set: .* pg_dump/);
  }, 60_000);
});
