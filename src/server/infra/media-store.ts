import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MEDIA_URL_PREFIX = '/media/';

/** Generated pictures on local disk under DATA_DIR/media, served read-only at /media/. */
export class MediaStore {
  constructor(readonly root: string) {}

  /** Stores a PNG for a location and returns its path relative to the store. */
  async savePng(locationId: string, png: Uint8Array): Promise<string> {
    const folder = join(this.root, locationId);
    await mkdir(folder, { recursive: true });
    const name = `${randomUUID()}.png`;
    await writeFile(join(folder, name), png, { flag: 'wx' });
    return `${locationId}/${name}`;
  }

  /** Removes a stored file, for a picture whose record could not be stored. */
  async remove(path: string): Promise<void> {
    await rm(join(this.root, path), { force: true });
  }

  static url(path: string): string {
    return `${MEDIA_URL_PREFIX}${path}`;
  }
}
