import { randomUUID } from 'node:crypto';

import type { ImageFormat } from './image-type.js';
import type { MediaFiles } from './media-files.js';

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

export const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The folder an agency's own files live in, apart from every location's. */
const AGENCY_FOLDER = 'agencies';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED_PATH = new RegExp(
  `^(${AGENCY_FOLDER}/${UUID}|[A-Za-z0-9]{20})/${UUID}\\.(${Object.values(EXTENSIONS).join('|')})$`,
);

/** What presenters need of the store: where a browser fetches a stored file. */
export type MediaAddresses = Pick<MediaStore, 'addressOf'>;

/**
 * Generated pictures, logos and news pictures: named here (unguessable, never reused), kept by a backend
 * (a local folder or a shared bucket), served at /media/ or from MEDIA_PUBLIC_URL.
 */
export class MediaStore {
  /**
   * @param files where the bytes are kept
   * @param publicBase a CDN's or public bucket's address browsers fetch files from; null: the product's /media/
   */
  constructor(
    readonly files: MediaFiles,
    private readonly publicBase: string | null = null,
  ) {}

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
    const extension = EXTENSIONS[file.format];
    const path = `${folder}/${randomUUID()}.${extension}`;
    await this.files.write(path, file.bytes, MEDIA_TYPES[extension] ?? 'application/octet-stream');
    return path;
  }

  /** A stored file's bytes, or null when it is gone. */
  read(path: string): Promise<Uint8Array | null> {
    return this.files.read(path);
  }

  /** Where a browser fetches a stored file. */
  addressOf(path: string): string {
    return this.publicBase ? `${this.publicBase}/${path}` : MediaStore.url(path);
  }

  /** Where a service elsewhere (Facebook, HighLevel) fetches a stored file: always a full address. */
  fullAddressOf(path: string, publicUrl: string): string {
    return this.publicBase ? `${this.publicBase}/${path}` : `${publicUrl}${MediaStore.url(path)}`;
  }

  /** Removes a stored file: one whose record could not be stored, or one nothing points at any more. */
  async remove(path: string): Promise<void> {
    await this.files.remove(path);
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
    const bytes = await this.files.read(path).catch(() => null);
    return bytes ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}` : null;
  }

  /** The product's own address of a stored file; what agencies' settings keep, valid with any backend. */
  static url(path: string): string {
    return `${MEDIA_URL_PREFIX}${path}`;
  }

  /**
   * Whether a path is one this store could have written (`{location}/{uuid}.{ext}` or
   * `agencies/{agency}/{uuid}.{ext}`): anything else, `..` included, never reaches a backend.
   */
  static isStoredPath(path: string): boolean {
    return STORED_PATH.test(path);
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
