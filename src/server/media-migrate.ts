// npm run media:migrate: copies DATA_DIR/media into the bucket S3_BUCKET names, before the product is
// started on the bucket. Safe to run again: files already there are skipped.
import { ConfigError, loadConfig } from './config.js';
import { migrateMedia } from './infra/media-migration.js';
import { localMediaRoot, s3FilesOf } from './infra/open-media.js';

async function main() {
  const config = loadConfig();
  const bucket = s3FilesOf(config);
  if (!bucket)
    throw new ConfigError(
      'S3_BUCKET: set it, with the other S3_ variables, to the bucket to copy media into',
    );
  const root = localMediaRoot(config);
  process.stdout.write(`Copying ${root} into the bucket ${config.S3_BUCKET}…\n`);
  try {
    const count = await migrateMedia(root, bucket);
    process.stdout.write(`${count.copied} files copied, ${count.skipped} already in the bucket.\n`);
    if (count.ignored.length > 0) {
      process.stdout.write(`Not media, left alone: ${count.ignored.join(', ')}\n`);
    }
  } finally {
    bucket.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
