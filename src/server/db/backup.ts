import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { create as createArchive, extract as extractArchive, ReadEntry } from 'tar';
import { z } from 'zod';
import { embeddedDatabaseDir, openEmbeddedDatabase } from './open.js';

/** A backup or restore that cannot go ahead; its message says why and what to do. */
export class BackupError extends Error {}

/**
 * What an archive holds, besides the files of the data folder it was made from:
 * - `backup.json`: this manifest, which tells our archives from any other
 * - `database.tar`: the embedded database as PGlite's `dumpDataDir` copies it
 * - `media/`: pictures and logos, unless they live in a bucket
 * - `secret.key`: the key sealed secrets are encrypted with, when the data folder keeps it
 */
const MANIFEST = 'backup.json';
const DATABASE_COPY = 'database.tar';
const MEDIA = 'media';
const SECRET_KEY = 'secret.key';
const ARCHIVED_PATH = /^(backup\.json|database\.tar|secret\.key|media\/?|media\/[^/]+(\/[^/]+)*\/?)$/;

const manifestSchema = z.object({
  format: z.literal('social-calendar-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** False when media lived in a bucket, which the archive does not hold. */
  media: z.boolean(),
  secretKey: z.boolean(),
});
type Manifest = z.infer<typeof manifestSchema>;

export interface BackupSummary {
  file: string;
  bytes: number;
  mediaFiles: number;
  secretKey: boolean;
}

export interface RestoreSummary {
  dataDir: string;
  createdAt: string;
  mediaFiles: number;
  secretKey: boolean;
  /** Whether the archive holds the media: false when they lived in a bucket. */
  media: boolean;
}

/** `backup-2025-10-16T08-30-00Z.tar.gz`: sorts by date, and no character a file system refuses. */
export function defaultBackupName(now: Date): string {
  return `backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

function isInside(folder: string, path: string): boolean {
  const way = relative(folder, path);
  return way !== '..' && !way.startsWith(`..${sep}`) && !isAbsolute(way);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Writes the data folder's database, media and secret key into one gzipped tar file. The database is
 * opened as the server opens it, so a running server makes this refuse instead of copying files that
 * are changing; it stays held until the archive is complete, so no server starts meanwhile either.
 */
export async function createBackup(options: {
  dataDir: string;
  file: string;
  /** False when media lives in a bucket: the folder is then not the one in use. */
  media: boolean;
}): Promise<BackupSummary> {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!(await exists(join(embeddedDatabaseDir(dataDir), 'PG_VERSION')))) {
    throw new BackupError(`${dataDir} holds no embedded database to back up (is DATA_DIR right?)`);
  }
  if (await exists(file)) throw new BackupError(`${file} exists already: name another file`);
  // Inside, it would be copied into itself, and lost with the folder it should stand in for.
  if (isInside(dataDir, file)) {
    throw new BackupError(`${file} is inside DATA_DIR (${dataDir}): write the backup elsewhere`);
  }
  await mkdir(dirname(file), { recursive: true });
  // Beside the archive, so that the finished archive is renamed into place, never seen half-written.
  const staging = await mkdtemp(join(dirname(file), '.backup-'));
  try {
    const database = await openEmbeddedDatabase(dataDir);
    try {
      const copy = await database.client.dumpDataDir('none');
      await writeFile(join(staging, DATABASE_COPY), Buffer.from(await copy.arrayBuffer()));
      const { rows } = await database.client.query<{ server_version: string }>('show server_version');
      const entries = [MANIFEST, DATABASE_COPY];
      const media = options.media && (await exists(join(dataDir, MEDIA)));
      // Linked rather than copied: the archive reads the media folder in place.
      if (media) {
        await symlink(join(dataDir, MEDIA), join(staging, MEDIA));
        entries.push(MEDIA);
      }
      const secretKey = await exists(join(dataDir, SECRET_KEY));
      if (secretKey) {
        await copyFile(join(dataDir, SECRET_KEY), join(staging, SECRET_KEY));
        entries.push(SECRET_KEY);
      }
      const manifest: Manifest = {
        format: 'social-calendar-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        postgresVersion: rows[0]?.server_version ?? 'unknown',
        media: options.media,
        secretKey,
      };
      await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      let mediaFiles = 0;
      const archive = join(staging, 'archive.tar.gz');
      await createArchive(
        {
          file: archive,
          cwd: staging,
          gzip: true,
          portable: true,
          follow: true,
          filter: (path, entry) => {
            if (path.startsWith(`${MEDIA}/`) && 'isFile' in entry && entry.isFile()) mediaFiles += 1;
            return true;
          },
        },
        entries,
      );
      await rename(archive, file);
      return { file, bytes: (await stat(file)).size, mediaFiles, secretKey };
    } finally {
      await database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function isEmptyFolderOrMissing(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true;
    throw error;
  }
}

/** Unpacks only what a backup holds: files and folders under the names above, nothing else. */
async function unpack(file: string, into: string): Promise<{ mediaFiles: number }> {
  let mediaFiles = 0;
  try {
    await extractArchive({
      file,
      cwd: into,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) => {
        if (!(entry instanceof ReadEntry) || !ARCHIVED_PATH.test(path)) return false;
        if (entry.type === 'File' && path.startsWith(`${MEDIA}/`)) mediaFiles += 1;
        return entry.type === 'File' || entry.type === 'Directory';
      },
    });
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable backup: ${error instanceof Error ? error.message : error}`,
    );
  }
  return { mediaFiles };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readManifest(file: string, folder: string): Promise<Manifest> {
  const text = await readFile(join(folder, MANIFEST), 'utf8').catch(() => 'null');
  const manifest = manifestSchema.safeParse(parseJson(text));
  if (!manifest.success || !(await exists(join(folder, DATABASE_COPY)))) {
    throw new BackupError(`${file} is not a backup made by npm run backup`);
  }
  return manifest.data;
}

/** Loads the archive's database copy into the folder, and checks it is this product's database. */
async function loadDatabase(file: string, folder: string): Promise<void> {
  const copy = join(folder, DATABASE_COPY);
  const database = await openEmbeddedDatabase(folder, {
    loadDataDir: new Blob([await readFile(copy)]),
  }).catch((error: unknown) => {
    throw new BackupError(
      `The database in ${file} cannot be opened: ${error instanceof Error ? error.message : error}`,
    );
  });
  try {
    await database.client.query('select count(*) from drizzle.__drizzle_migrations');
  } catch {
    throw new BackupError(`The database in ${file} is not this product's`);
  } finally {
    await database.close();
  }
  await rm(copy);
  await rm(join(folder, MANIFEST));
}

/**
 * Brings an archive back as a new data folder. Everything is unpacked and checked in a folder beside
 * the target, which is renamed into place only once complete: a failure at any step leaves the target
 * as it was, and a rename never replaces a folder with anything in it.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<RestoreSummary> {
  const file = resolve(options.file);
  const dataDir = resolve(options.dataDir);
  if (!(await isEmptyFolderOrMissing(dataDir))) {
    throw new BackupError(
      `${dataDir} is not empty: restore into an empty or new folder, or move this one aside`,
    );
  }
  if (!(await exists(file))) throw new BackupError(`${file} does not exist`);
  await mkdir(dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restoring-`));
  try {
    const { mediaFiles } = await unpack(file, staging);
    const manifest = await readManifest(file, staging);
    await loadDatabase(file, staging);
    await moveIntoPlace(staging, dataDir);
    return {
      dataDir,
      createdAt: manifest.createdAt,
      mediaFiles,
      secretKey: manifest.secretKey,
      media: manifest.media,
    };
  } catch (error) {
    // An unpacking that failed half-way may still be finishing its writes into the folder, so removing it
    // is tried again for a moment; the answer is the restore's own error either way.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      () => undefined,
    );
    throw error;
  }
}

async function moveIntoPlace(staging: string, dataDir: string): Promise<void> {
  try {
    // Replaces an empty folder, refuses one that has been filled meanwhile.
    await rename(staging, dataDir);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      throw new BackupError(`${dataDir} was filled while restoring: nothing was written into it`);
    }
    if (code === 'EXDEV' || code === 'EBUSY') {
      throw new BackupError(
        `${dataDir} is a mount point, which cannot be replaced: set DATA_DIR to a folder inside it and restore there`,
      );
    }
    throw error;
  }
}
