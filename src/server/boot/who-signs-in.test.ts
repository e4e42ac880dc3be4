import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../contract/auth.js';
import { openDatabase } from '../db/open.js';
import { agencies, users } from '../db/schema.js';
import { migratedDataDir } from '../test/data-dir.js';

/** The server as `npm start` runs it, on a data folder of its own. */
function start(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'demo password 42',
      ...env,
    },
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
  const url = firstLine.then((line) => line.match(/http:\/\/\S+/)?.[0] ?? '');
  return {
    firstLine,
    exited,
    stderr: () => stderr,
    async call(method: 'GET' | 'POST', path: string, token: string | null, body?: object) {
      const response = await fetch(`${await url}/v1${path}`, {
        method,
        headers: {
          ...(token ? { 'x-auth-token': token } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  };
}
type Server = ReturnType<typeof start>;

async function signIn(server: Server, email: string, password: string) {
  const answer = await server.call('POST', '/auth/login', null, { email, password });
  return answer.status === 200 ? loginResponseSchema.parse(answer.body) : null;
}

/** The accounts a stopped server's database holds, read from its data folder. */
async function superadminsIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db
      .select({ email: users.email, operator: agencies.operator })
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(users.role, 'superadmin'));
  } finally {
    await database.close();
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await migratedDataDir('who-signs-in-');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SUPERADMIN = {
  SUPERADMIN_EMAIL: 'Operator@Example.com',
  SUPERADMIN_PASSWORD: 'a long operator passphrase',
};

describe('who signs in after a start', () => {
  it("seeds the demo agency's admin, who sees its console; no superadmin exists unless asked for", async () => {
    const server = start(dataDir);
    expect(await server.firstLine).toContain('demo admin: admin@example.com, same password');
    const admin = await signIn(server, 'admin@example.com', 'demo password 42');
    expect(admin?.data).toMatchObject({ role: 'admin', type: 'admin' });
    expect(admin?.activeLocations.map((location) => location.business_name)).toEqual([
      'Sunrise Bakery',
      'Harbor Fitness',
    ]);
    const agencyId = admin?.data.agency_id ?? '';
    const audit = await server.call('GET', `/agencies/${agencyId}/audit`, admin?.data.token ?? null);
    expect(audit.status).toBe(200);
    const client = await signIn(server, 'demo@example.com', 'demo password 42');
    expect((await server.call('GET', `/agencies/${agencyId}/audit`, client?.data.token ?? null)).status).toBe(
      403,
    );
    await server.stop();
    expect(await superadminsIn(dataDir)).toEqual([]);
  }, 60_000);

  it('makes the superadmin from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, and a later start with a new password updates it', async () => {
    const first = start(dataDir, SUPERADMIN);
    expect(await first.firstLine).toContain('operator: operator@example.com');
    const operator = await signIn(first, 'operator@example.com', SUPERADMIN.SUPERADMIN_PASSWORD);
    expect(operator?.data.role).toBe('superadmin');
    const listed = await first.call('GET', '/admin/agencies', operator?.data.token ?? null);
    expect(listed.status).toBe(200);
    expect(listed.body.agencies.map((agency: { name: string }) => agency.name)).toEqual(['Demo Agency']);
    await first.stop();

    const second = start(dataDir, { ...SUPERADMIN, SUPERADMIN_PASSWORD: 'another operator passphrase' });
    await second.firstLine;
    expect(await signIn(second, 'operator@example.com', SUPERADMIN.SUPERADMIN_PASSWORD)).toBeNull();
    expect((await signIn(second, 'operator@example.com', 'another operator passphrase'))?.data.role).toBe(
      'superadmin',
    );
    // Whoever held a session from the old password is out.
    expect((await second.call('GET', '/auth/session', operator?.data.token ?? null)).status).toBe(401);
    await second.stop();
    expect(await superadminsIn(dataDir)).toEqual([{ email: 'operator@example.com', operator: true }]);
  }, 60_000);

  it("refuses to start when SUPERADMIN_EMAIL is an agency user's", async () => {
    const server = start(dataDir, { ...SUPERADMIN, SUPERADMIN_EMAIL: 'demo@example.com' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'SUPERADMIN_EMAIL: demo@example.com already belongs to a user of an agency',
    );
  }, 60_000);
});
