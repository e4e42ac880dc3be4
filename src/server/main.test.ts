import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './test/data-dir.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'main-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const firstLine = new Promise<string>((resolve) => {
    if (child.stdout) createInterface({ input: child.stdout }).once('line', resolve);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return { child, exited, firstLine, stderr: () => stderr };
}

describe('npm start (the server process)', () => {
  it('migrates, seeds an empty database, prints one line with the address and the demo login, and stops cleanly on SIGTERM', async () => {
    const server = start({ DATA_DIR: dataDir });
    const line = await server.firstLine;
    expect(line).toMatch(
      /^Ready on http:\/\/127\.0\.0\.1:\d+ — demo login: demo@example\.com, password \S+ \(generated now/,
    );
    const url = line.match(/http:\/\/\S+/)?.[0];
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const again = start({ DATA_DIR: dataDir });
    expect(await again.firstLine).toMatch(/password shown at the first start/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('never prints a demo password given in DEMO_PASSWORD', async () => {
    const fresh = await migratedDataDir('main-test-');
    const server = start({ DATA_DIR: fresh, DEMO_PASSWORD: 'configured secret 42' });
    const line = await server.firstLine;
    expect(line).toContain('password from DEMO_PASSWORD');
    expect(line).not.toContain('configured secret 42');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await rm(fresh, { recursive: true, force: true });
  }, 60_000);

  it('refuses to start with a bad variable, naming it', async () => {
    const server = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT:');
  }, 30_000);
});
