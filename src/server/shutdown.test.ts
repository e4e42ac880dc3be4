import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../contract/auth.js';
import { integrationsSchema, publicationSchema } from '../contract/integrations.js';
import { generationEventSchema, type Post } from '../contract/posts.js';
import { migratedDataDir } from './test/data-dir.js';
import { FakeGraph, GOOD_CODE } from './test/fake-graph.js';
import { FakeOpenAi, fakeProviderEnv } from './test/fake-openai.js';

/**
 * The server process (src/server/main.ts) stopped by SIGTERM in the middle of its work: requests being
 * answered, among them posts whose provider takes seconds, and publications in the job queue, one being
 * published while the other waits. Then started again on the same data folder.
 */

const PASSWORD = 'shutdown-test-password';
const SLOW_POSTS = 3;
const QUICK_REQUESTS = 30;

const provider = new FakeOpenAi();
const graph = new FakeGraph();
let dataDir: string;
let env: Record<string, string>;
/** Servers of this file, ended at its end whatever happened in the test. */
const children = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await migratedDataDir('shutdown-test-');
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    ...fakeProviderEnv(await provider.start()),
    AI_TIMEOUT_SECONDS: '30',
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'app-secret',
    FACEBOOK_GRAPH_URL: await graph.start(),
    PUBLIC_URL: 'https://app.example.com',
    // Only the queue publishes in this test: the sweep, which would queue due publications again, waits.
    PUBLISH_SWEEP_SECONDS: '300',
    JOB_POLL_SECONDS: '0.5',
  };
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await provider.stop();
  await graph.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  url: string;
  port: number;
  exited: Promise<number | null>;
  /** Ids of the requests the server has begun to handle, from its log. */
  started: Set<string>;
  /** Log lines of errors and worse. */
  errors: string[];
}

async function startServer(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.then(() => children.delete(child));
  const started = new Set<string>();
  const errors: string[] = [];
  child.stderr?.on('data', (chunk) => errors.push(String(chunk)));
  const ready = new Promise<string>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${errors.join('')}`)));
    if (!child.stdout) throw new Error('the server has no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => {
      const address = /^Ready on (http:\/\/\S+)/.exec(line)?.[1];
      if (address) return resolve(address);
      const entry: unknown = JSON.parse(line);
      if (typeof entry !== 'object' || entry === null) return;
      if ('level' in entry && Number(entry.level) >= 50) errors.push(line);
      if ('msg' in entry && entry.msg === 'incoming request' && 'reqId' in entry)
        started.add(String(entry.reqId));
    });
  });
  const url = await ready;
  return { child, url, port: Number(new URL(url).port), exited, started, errors };
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once new connections to the port are refused. */
async function refusedWithin(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error) => resolve('code' in error && error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('new connections were still accepted');
}

describe('SIGTERM while the server is busy', () => {
  it('answers every request it had begun, finishes the job it was running, keeps the queued one for the next start, and exits 0', async () => {
    const server = await startServer();
    const login = await fetch(`${server.url}/v1/auth/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: PASSWORD }),
    });
    const session = loginResponseSchema.parse(await login.json());
    const token = session.data.token;
    const location = `/locations/${session.activeLocations[0]?.id}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/v1${path}`, {
        ...init,
        headers: {
          'x-auth-token': token,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      });
    const writePost = async (requestId: string): Promise<Post | undefined> => {
      const response = await api('/posts/generate', {
        method: 'POST',
        headers: { 'x-request-id': requestId },
        body: JSON.stringify({
          locationId: session.activeLocations[0]?.id,
          event: { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] },
          platform: 'Facebook',
          action: 'social',
        }),
      });
      const lines = (await response.text()).split('\n').filter(Boolean);
      const last = generationEventSchema.parse(JSON.parse(lines.at(-1) ?? '{}'));
      return last.type === 'done' ? last.post : undefined;
    };

    // Two posts and a connected Page, while the provider and Facebook answer at once.
    const posts: Post[] = [];
    for (const text of ['Fresh bread on World Bread Day!', 'Sourdough for World Bread Day!']) {
      provider.behaviour = { kind: 'reply', text };
      const post = await writePost(`post-${posts.length}`);
      if (!post) throw new Error('no post was written');
      posts.push(post);
    }
    const connectStarted = await api(`${location}/integrations/facebook/connect`, { method: 'POST' });
    const state = new URL((await connectStarted.json()).url).searchParams.get('state');
    const connected = await api(`${location}/integrations/facebook/complete`, {
      method: 'POST',
      body: JSON.stringify({ code: GOOD_CODE, state }),
    });
    const page = integrationsSchema
      .parse(await connected.json())
      .facebook.accounts.find((account) => account.kind === 'facebook-page');
    await api(`${location}/integrations/accounts/${page?.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ enabled: true }),
    });

    // From here the provider and Facebook answer only once the server has been told to stop. Both posts
    // are queued for the Page now: the worker takes one, which Facebook keeps waiting; the other waits.
    let answer = () => {};
    const answering = new Promise<void>((resolve) => {
      answer = resolve;
    });
    provider.behaviour = {
      kind: 'reply',
      text: 'Warm loaves for everyone. #WorldBreadDay',
      until: answering,
    };
    graph.behaviour = { kind: 'held', until: answering };
    for (const post of posts) {
      const queued = await api(`${location}/posts/${post._id}/publications`, {
        method: 'POST',
        body: JSON.stringify({ accountId: page?.id, at: null }),
      });
      expect(queued.status, await queued.clone().text()).toBe(200);
    }
    const slowIds = Array.from({ length: SLOW_POSTS }, (_, index) => `slow-post-${index}`);
    const slow = slowIds.map((id) => writePost(id));
    const quickPaths = [
      `${location}/calendar/2026`,
      `${location}/posts?year=2026`,
      `${location}/dashboard?period=month`,
      `${location}/balance`,
      `${location}/publications`,
    ];
    const quickIds = Array.from({ length: QUICK_REQUESTS }, (_, index) => `quick-${index}`);
    const quick = quickIds.map(async (id, index) => {
      const response = await api(quickPaths[index % quickPaths.length] ?? '', {
        headers: { 'x-request-id': id },
      });
      return { status: response.status, body: await response.json() };
    });
    await until('every request has begun, the slow ones wait for the provider, one post for Facebook', () => {
      const publishing = graph.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/feed'));
      return (
        [...slowIds, ...quickIds].every((id) => server.started.has(id)) &&
        provider.requests.length === posts.length + SLOW_POSTS &&
        publishing.length === 1
      );
    });

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused while the requests begun before the signal still wait for their answers.
    await refusedWithin(server.port, 10_000);
    answer();
    const written = await Promise.all(slow);
    const answered = await Promise.all(quick);
    expect(await server.exited).toBe(0);
    // Well within the 30 s an orchestrator such as Kubernetes waits before it kills: no connection kept
    // alive after its last answer holds the close.
    expect(Date.now() - signalledAt).toBeLessThan(20_000);

    // Every request begun before the signal was answered in full.
    for (const post of written) expect(post?.html).toContain('Warm loaves');
    for (const { status, body } of answered) {
      expect(status).toBe(200);
      expect(body).toBeTypeOf('object');
    }
    expect(server.errors).toEqual([]);
    // The publication Facebook was working on when the signal came was finished before the exit.
    expect(graph.posts).toHaveLength(1);

    graph.behaviour = { kind: 'ok' };
    const again = await startServer();
    try {
      const publications = async () => {
        const response = await fetch(`${again.url}/v1${location}/publications`, {
          headers: { 'x-auth-token': token },
        });
        const { data } = await response.json();
        return publicationSchema.array().parse(data);
      };
      // The one left waiting in the queue is published by the next start, and neither is published twice.
      await until('both posts are published', async () =>
        (await publications()).every((publication) => publication.status === 'published'),
      );
      expect(await publications()).toHaveLength(2);
      expect(graph.posts).toHaveLength(2);
      expect(new Set(graph.posts.map((post) => post.message)).size).toBe(2);
      expect(again.errors).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
    // Most of the time goes to the two starts; on a machine busy with other tests, creating the
    // embedded database alone has taken 25 s.
  }, 150_000);
});
