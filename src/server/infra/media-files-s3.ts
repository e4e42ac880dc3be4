import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaFiles } from './media-files.js';

/** A bucket on S3 or any S3-compatible storage (MinIO, R2, Spaces), and how to reach it. */
export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance role, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** Pictures never change once written: caches and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Media in a bucket every instance shares, so a picture made on one is served by all. */
export class S3MediaFiles implements MediaFiles {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3MediaSettings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
    });
  }

  async write(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: path,
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async read(path: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: path }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface asks.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: path }));
  }

  /** Whether a file is in the bucket already with these bytes' length: `media:migrate` skips it then. */
  async has(path: string, size: number): Promise<boolean> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: path }));
      return head.ContentLength === size;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  }

  close(): void {
    this.#client.destroy();
  }
}
