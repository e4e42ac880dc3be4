import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => join(dataDir, 'pglite.lock');

/** The id of a process that has come and gone. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('one process at a time in a data folder', () => {
  it('refuses a second claim while the first holds the folder, and allows one after it lets go', async () => {
    const release = await lockDataDir(dataDir);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await release();
    expect(await readdir(dataDir)).toEqual([]);
    await (await lockDataDir(dataDir))();
  });

  it('refuses while another running process holds the folder, naming it', async () => {
    await writeFile(lockFile(), `${process.ppid}\n`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock its holder left behind, or one with this process’s id from an earlier life', async () => {
    for (const leftBy of [await endedProcessId(), process.pid]) {
      await writeFile(lockFile(), `${leftBy}\n`);
      const release = await lockDataDir(dataDir);
      expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
      await release();
    }
  });
});
