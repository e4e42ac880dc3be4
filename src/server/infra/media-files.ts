import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where the media store keeps bytes: a folder on this machine, or a bucket every instance shares. Paths
 * are the store's own (`{folder}/{uuid}.{ext}`), already checked by it; backends never see a caller's.
 */
export interface MediaFiles {
  /** Writes a new file; the path is fresh, so nothing is ever overwritten. */
  write(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A file's bytes, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
  /** Removes a file; one that is already gone is not an error. */
  remove(path: string): Promise<void>;
  /** Lets go of connections, when the server stops. */
  close(): void;
}

/** The default: files under DATA_DIR/media, which the server also serves itself. */
export class LocalMediaFiles implements MediaFiles {
  constructor(readonly root: string) {}

  async write(path: string, bytes: Uint8Array): Promise<void> {
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async read(path: string): Promise<Uint8Array | null> {
    const bytes = await readFile(join(this.root, path)).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    });
    return bytes ? new Uint8Array(bytes) : null;
  }

  async remove(path: string): Promise<void> {
    await rm(join(this.root, path), { force: true });
  }

  close(): void {
    // Files hold nothing open between calls.
  }
}
