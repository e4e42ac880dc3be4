// npm run backup [FILE]: the embedded database, the media folder and the generated secret key in one
// archive, FILE or backup-{date and time}.tar.gz in the current folder. The server must be stopped first.
import { ConfigError, loadConfig } from './config.js';
import { BackupError, createBackup, defaultBackupName } from './db/backup.js';
import { DataDirInUseError } from './db/data-dir-lock.js';

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: the database is a PostgreSQL server, which this command does not copy. Back it ' +
        'up with pg_dump (or the provider’s snapshots), with the media and SECRET_KEY; see Backups in the README.',
    );
  }
  const media = !config.S3_BUCKET;
  const started = performance.now();
  const summary = await createBackup({
    dataDir: config.dataDir,
    file: process.argv[2] ?? defaultBackupName(new Date()),
    media,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const contents = [
    'the database',
    media ? `${summary.mediaFiles} media files` : null,
    summary.secretKey ? 'the secret key' : null,
  ].filter(Boolean);
  process.stdout.write(
    `Backed up ${contents.join(', ')} into ${summary.file} (${summary.bytes} bytes, ${seconds} s).\n`,
  );
  if (!media) {
    process.stdout.write(
      `Media is in the bucket ${config.S3_BUCKET}: back it up with the provider’s tools.\n`,
    );
  }
  if (config.SECRET_KEY) {
    process.stdout.write(
      'Secrets are sealed with SECRET_KEY, which is not in the archive: keep it safe beside the backups.\n',
    );
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError;
  const message =
    error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : error;
  process.stderr.write(`Backup failed: ${message}\n`);
  process.exit(1);
});
