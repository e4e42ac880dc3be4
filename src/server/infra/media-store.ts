import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ImageFormat } from './image-type.js';

export const MEDIA_URL_PREFIX = '/media/';

/** A picture's bytes and the format they were found to be. */
export interface Picture {
  bytes: Uint8Array;
  format: ImageFormat;
}

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Generated pictures on local disk under DATA_DIR/media, served read-only at /media/. */
export class MediaStore {
  constructor(readonly root: string) {}

  /** Stores a picture for a location and returns its path relative to the store. */
  async save(locationId: string, picture: Picture): Promise<string> {
    const folder = join(this.root, locationId);
    await mkdir(folder, { recursive: true });
    const name = `${randomUUID()}.${EXTENSIONS[picture.format]}`;
    await writeFile(join(folder, name), picture.bytes, { flag: 'wx' });
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
