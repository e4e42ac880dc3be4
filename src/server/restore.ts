// npm run restore FILE: brings a backup made by npm run backup back as DATA_DIR, which must be empty or
// missing. Nothing is written into DATA_DIR unless the whole archive was unpacked and its database opened.
import { ConfigError, loadConfig } from './config.js';
import { BackupError, restoreBackup } from './db/backup.js';
import { DataDirInUseError } from './db/data-dir-lock.js';

async function main() {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new BackupError('name the archive to restore: npm run restore FILE');
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: this command restores the embedded database into DATA_DIR. Restore a ' +
        'PostgreSQL server with pg_restore; see Backups in the README.',
    );
  }
  const summary = await restoreBackup({ file, dataDir: config.dataDir });
  const contents = [
    'the database',
    summary.media ? `${summary.mediaFiles} media files` : null,
    summary.secretKey ? 'the secret key' : null,
  ].filter(Boolean);
  process.stdout.write(`Restored ${contents.join(', ')} of ${summary.createdAt} into ${summary.dataDir}.\n`);
  if (!summary.media) {
    process.stdout.write(
      'The media lived in a bucket when this backup was made: it is not in the archive.\n',
    );
  }
  if (summary.secretKey && config.SECRET_KEY) {
    process.stdout.write(
      'SECRET_KEY is set and wins over the restored secret.key: unset it, or sealed secrets stay unreadable ' +
        'unless it holds the same key.\n',
    );
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError;
  const message =
    error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : error;
  process.stderr.write(`Restore failed: ${message}\n`);
  process.exit(1);
});
