// The product as `npm start` runs it: the built bundle (dist/server/main.js) in a process of its own,
// on its own data folder, or on PostgreSQL when given a database address.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loginResponseSchema } from '../../src/contract/auth.js';

export const DEMO_PASSWORD = 'bench-password';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

export interface BuiltProduct {
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  dataDir: string;
}

/** Builds what is stale (the web app, the server bundle), as `npm start` does before it runs. */
export function buildProduct(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the build failed with ${built.status}`);
}

/** Starts the built server on a free port and waits for its "Ready on" line. */
export async function startBuiltProduct(env: Record<string, string> = {}): Promise<BuiltProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-built-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stdout = child.stdout;
  if (!stdout) throw new Error('the product has no stdout');
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`the product exited with ${code} before it was ready`)));
    // Log lines (JSON, warnings and worse) come before the one line that says where it listens.
    createInterface({ input: stdout }).on('line', (line) => {
      const address = /^Ready on (http:\/\/\S+)/.exec(line)?.[1];
      if (address) resolve(address);
      else process.stderr.write(`product: ${line}\n`);
    });
  });
  return { url, child, exited, dataDir };
}

/** Stops the product as an orchestrator would (SIGTERM) and answers its exit code. */
export async function stopBuiltProduct(product: BuiltProduct): Promise<number | null> {
  product.child.kill('SIGTERM');
  const code = await product.exited;
  await rm(product.dataDir, { recursive: true, force: true });
  return code;
}

export interface SignedIn {
  token: string;
  /** The locations the user works in, the one the web app opens first. */
  locationIds: string[];
}

/** Signs in through the API, as the web app does. */
export async function signIn(url: string, email: string): Promise<SignedIn> {
  const response = await fetch(`${url}/v1/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`${email} could not sign in: ${response.status} ${await response.text()}`);
  const session = loginResponseSchema.parse(await response.json());
  return { token: session.data.token, locationIds: session.activeLocations.map((location) => location.id) };
}
