import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3MediaFiles } from './media-files-s3.js';
import { MEDIA_TYPES, MediaStore } from './media-store.js';

export interface MigrationCount {
  /** Files written to the bucket by this run. */
  copied: number;
  /** Files the bucket held already with the same length: a run that was stopped goes on where it was. */
  skipped: number;
  /** Files in the folder the store never writes (`.DS_Store`, a stray copy): left alone and listed. */
  ignored: string[];
}

async function* filesUnder(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.isFile()) yield join(entry.parentPath, entry.name);
  }
}

/**
 * Copies a local media folder into a bucket under the same paths, so every address already given out
 * (`/media/{path}`) finds its file once the product runs on the bucket. The folder is only read: it
 * stays as a copy until the operator removes it.
 */
export async function migrateMedia(
  root: string,
  bucket: S3MediaFiles,
  progress: (path: string) => void = () => undefined,
): Promise<MigrationCount> {
  const count: MigrationCount = { copied: 0, skipped: 0, ignored: [] };
  for await (const file of filesUnder(root)) {
    const path = relative(root, file).split(sep).join('/');
    if (!MediaStore.isStoredPath(path)) {
      count.ignored.push(path);
      continue;
    }
    const bytes = await readFile(file);
    if (await bucket.has(path, bytes.length)) {
      count.skipped += 1;
      continue;
    }
    const type = MEDIA_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    await bucket.write(path, new Uint8Array(bytes), type);
    count.copied += 1;
    progress(path);
  }
  return count;
}
