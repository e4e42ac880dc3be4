import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ImageFormat } from './image-type.js';

export const MEDIA_URL_PREFIX = '/media/';

/** A picture's bytes and the format they were found to be. */
export interface Picture {
  bytes: Uint8Array;
  format: ImageFormat;
}

/** What an agency uploads: pictures, and drawings (SVG) once they are sanitised. */
export type AgencyFileFormat = ImageFormat | 'svg';

/** An agency's file, such as its logo, and the format it was found to be. */
export interface AgencyFile {
  bytes: Uint8Array;
  format: AgencyFileFormat;
}

const EXTENSIONS: Record<AgencyFileFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', svg: 'svg' };

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The folder an agency's own files live in, apart from every location's. */
const AGENCY_FOLDER = 'agencies';

/** Generated pictures and agencies' files on local disk under DATA_DIR/media, served read-only at /media/. */
export class MediaStore {
  constructor(readonly root: string) {}

  /** Stores a picture for a location and returns its path relative to the store. */
  save(locationId: string, picture: Picture): Promise<string> {
    return this.#write(locationId, picture);
  }

  /** Stores a location's own file, such as its logo, and returns its path relative to the store. */
  saveForLocation(locationId: string, file: AgencyFile): Promise<string> {
    return this.#write(locationId, file);
  }

  /** Stores an agency's file under the agency's own folder and returns its path relative to the store. */
  saveForAgency(agencyId: string, file: AgencyFile): Promise<string> {
    return this.#write(`${AGENCY_FOLDER}/${agencyId}`, file);
  }

  async #write(folder: string, file: AgencyFile): Promise<string> {
    await mkdir(join(this.root, folder), { recursive: true });
    const name = `${randomUUID()}.${EXTENSIONS[file.format]}`;
    await writeFile(join(this.root, folder, name), file.bytes, { flag: 'wx' });
    return `${folder}/${name}`;
  }

  /** Removes a stored file: one whose record could not be stored, or one nothing points at any more. */
  async remove(path: string): Promise<void> {
    await rm(join(this.root, path), { force: true });
  }

  /**
   * One of the agency's own files as inline data (`data:image/…;base64,…`), for drawing it where nothing
   * may be fetched (the built-in renderer); null when the URL is not such a file or it is gone.
   */
  async agencyFileAsData(agencyId: string, url: string): Promise<string | null> {
    const path = MediaStore.agencyFileOf(agencyId, url);
    return path ? this.fileAsData(path) : null;
  }

  /** A stored file (a path relative to the store) as inline data; null when it is gone or not a picture. */
  async fileAsData(path: string): Promise<string | null> {
    const type = MEDIA_TYPES[path.slice(path.lastIndexOf('.') + 1)];
    if (!type) return null;
    const bytes = await readFile(join(this.root, path)).catch(() => null);
    return bytes ? `data:${type};base64,${bytes.toString('base64')}` : null;
  }

  static url(path: string): string {
    return `${MEDIA_URL_PREFIX}${path}`;
  }

  /**
   * The stored path of one of the agency's own files a URL points at, or null for any other address
   * (another agency's file, a location's picture, an address elsewhere), so nothing else is ever removed.
   */
  static agencyFileOf(agencyId: string, url: string): string | null {
    const path = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : '';
    const [folder, owner, name = '', ...rest] = path.split('/');
    const ours = folder === AGENCY_FOLDER && owner === agencyId && rest.length === 0;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const named = /^[0-9a-f-]{36}\.[a-z]+$/.test(name) && Object.values(EXTENSIONS).includes(extension);
    return ours && named ? path : null;
  }
}
