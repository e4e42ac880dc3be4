import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Another process (a server, a backup or a restore) has the embedded database open. */
export class DataDirInUseError extends Error {}

/** Data folders this process holds: its own id in a lock file tells nothing about which of them. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Claims a data folder for this process. PGlite has no server arbitrating access: two processes with
 * one folder open would both write to it and corrupt it, so the first leaves its process id in
 * `pglite.lock` and the others refuse while that process runs. A lock left by a process that has ended
 * (a crash, a killed container) is taken over; so is one bearing this process's own id when this
 * process does not hold it, as a restarted container's server often has the id its predecessor had.
 *
 * @returns releases the folder
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  const file = join(folder, 'pglite.lock');
  if (heldHere.has(folder)) throw inUse(folder, process.pid);
  // Written whole under a name of its own, then linked into place: another process never reads a lock
  // file that is still empty.
  const claim = `${file}.${process.pid}`;
  await writeFile(claim, `${process.pid}\n`);
  try {
    while (!(await linked(claim, file))) {
      const holder = await holderOf(file);
      if (holder !== null && holder !== process.pid && isRunning(holder)) throw inUse(folder, holder);
      await rm(file, { force: true });
    }
  } finally {
    await rm(claim, { force: true });
  }
  heldHere.add(folder);
  return async () => {
    heldHere.delete(folder);
    await rm(file, { force: true });
  };
}

/** Whether the link was made; false when the lock file exists already. */
async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

function inUse(folder: string, pid: number): DataDirInUseError {
  return new DataDirInUseError(
    `${folder} is in use by process ${pid} (a running server, backup or restore). The embedded ` +
      'database allows one process at a time: stop that one first.',
  );
}
