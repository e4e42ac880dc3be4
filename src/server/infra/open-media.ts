import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalMediaFiles } from './media-files.js';
import { S3MediaFiles } from './media-files-s3.js';
import { MediaStore } from './media-store.js';

/** The bucket S3_BUCKET names, reached as the S3_ variables say; null when media stays on local disk. */
export function s3FilesOf(config: Config): S3MediaFiles | null {
  if (!config.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3MediaFiles({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Another service than AWS rarely serves buckets by host name.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
  });
}

/** The folder media lives in without a bucket, and that `media:migrate` moves into one. */
export const localMediaRoot = (config: Config) => join(config.dataDir, 'media');

/** The media store the configuration asks for: a shared bucket, or the folder under DATA_DIR. */
export function openMediaStore(config: Config): MediaStore {
  const files = s3FilesOf(config) ?? new LocalMediaFiles(localMediaRoot(config));
  return new MediaStore(files, config.S3_BUCKET ? (config.MEDIA_PUBLIC_URL ?? null) : null);
}
