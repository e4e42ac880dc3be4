// Mixed traffic against the built product (`node dist/server/main.js`, as `npm start` runs it): what
// signed-in users' screens and writes ask for, in equal shares — a year of the calendar, the posts
// list, the dashboard, and a post written by the built-in writer (paid from the balance, within the
// posts-a-minute limit, both raised for the run). Once on the embedded database, once on PostgreSQL,
// each right after a bare node:http server answering the same bytes. Every answer must succeed: a
// non-2xx status, a socket error or a time-out, and a written post whose stream ends in an error all
// count as errors. Each run opens all its connections at once and goes on for 10 s on them before the
// measured window: the answers, the processor time and the resident memory are read over the steady load
// that follows, and what the opening burst met is shown beside them.
// LOAD_SECONDS and LOAD_CONNECTIONS make a shorter or lighter run.

import { rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { balanceSchema, MAX_ADJUSTMENT_CENTS } from '../src/contract/balance.js';
import type { RecordedAnswer } from './support/bare-routes.js';
import {
  buildProduct,
  DEMO_ADMIN_EMAIL,
  DEMO_EMAIL,
  signIn,
  startBuiltProduct,
  stopBuiltProduct,
} from './support/built-product.js';
import { cpuMicrosOfPid, rssBytesOfPid, startProcess, stop } from './support/processes.js';
import { withScratchPostgres } from './support/scratch-postgres.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);
/**
 * Each run opens its connections and goes on for this long before it is measured, on the same connections:
 * the JIT and the caches settle, and the answers and the memory are read over the steady load that follows.
 */
const WARM_UP_S = Math.min(10, DURATION_S / 2);
const RSS_EVERY_MS = 500;
/** An answer slower than this counts as an error (a time-out): autocannon's own default, made explicit. */
const TIMEOUT_S = 10;
const MB = 1024 * 1024;

/** Written posts whose answer was not a post, counted by the load generator as it reads them. */
class Writes {
  done = 0;
  failed = 0;
  firstFailure = '';
  /** Only the posts of the measured window count. */
  counting = false;

  /** A generation answers 200 before it writes; only its last line tells whether a post was stored. */
  check(status: number, body: string) {
    if (!this.counting) return;
    const last = body.trimEnd().split('\n').at(-1) ?? '';
    if (status === 200 && last.startsWith('{"type":"done"')) {
      this.done++;
      return;
    }
    // A non-2xx status is counted with the answers already; a failed stream is not.
    if (status === 200) this.failed++;
    this.firstFailure ||= `${status} ${last.slice(0, 200)}`;
  }
}

/** The answers of a stretch of a run: how many, how fast, and what went wrong. */
class Answers {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  timeouts = 0;
  socketErrors = 0;

  answered(status: number, ms: number) {
    this.latencies.push(ms);
    if (status < 200 || status >= 300) this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  failed(error: unknown) {
    if (error instanceof Error && error.message === 'request timed out') this.timeouts++;
    else this.socketErrors++;
  }

  get non2xx() {
    return [...this.statuses.values()].reduce((sum, count) => sum + count, 0);
  }

  percentile(share: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  }

  get slowest(): number {
    return this.latencies.reduce((most, ms) => Math.max(most, ms), 0);
  }
}

interface Session {
  token: string;
  locationId: string;
}

/** One round of a user's traffic; every connection goes through it over and over. */
function traffic(session: Session, writes: Writes): autocannon.Request[] {
  const year = new Date().getFullYear();
  const headers = { 'x-auth-token': session.token, 'accept-encoding': 'gzip' };
  const location = `/v1/locations/${session.locationId}`;
  return [
    { method: 'GET', path: `${location}/calendar/${year}`, headers },
    { method: 'GET', path: `${location}/posts?year=${year}`, headers },
    { method: 'GET', path: `${location}/dashboard?period=month`, headers },
    {
      method: 'POST',
      path: '/v1/posts/generate',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        locationId: session.locationId,
        event: { date: `${year}-10-16`, title: 'World Bread Day', hashtags: ['#WorldBreadDay'] },
        platform: 'Instagram',
        action: 'social',
      }),
      onResponse: (status, body) => writes.check(status, body),
    },
  ];
}

/** Asks the product each request of the round once and keeps the answers' bytes, for the baseline. */
async function recordAnswers(url: string, requests: autocannon.Request[]): Promise<string> {
  const answers = await Promise.all(
    requests.map(
      (sent) =>
        new Promise<RecordedAnswer>((resolve, reject) => {
          const body = typeof sent.body === 'string' ? sent.body : '';
          const asking = request(
            `${url}${sent.path}`,
            { method: sent.method, headers: sent.headers },
            (answer) => {
              const chunks: Buffer[] = [];
              answer.on('data', (chunk: Buffer) => chunks.push(chunk));
              answer.on('end', () => {
                const headers: Record<string, string> = {};
                for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control']) {
                  const value = answer.headers[name];
                  if (typeof value === 'string') headers[name] = value;
                }
                resolve({
                  method: sent.method ?? 'GET',
                  path: sent.path ?? '/',
                  status: answer.statusCode ?? 0,
                  headers,
                  bodyBase64: Buffer.concat(chunks).toString('base64'),
                });
              });
            },
          );
          asking.on('error', reject);
          asking.end(body);
        }),
    ),
  );
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) throw new Error(`${failed.method} ${failed.path} answered ${failed.status}`);
  const file = join(tmpdir(), `bench-load-answers-${process.pid}.json`);
  await writeFile(file, JSON.stringify(answers));
  return file;
}

/** The resident memory of a process, sampled from the start of the measured window to its end. */
class MemorySampler {
  readonly #samples: { atMs: number; bytes: number }[] = [];
  readonly #started = Date.now();
  readonly #timer: NodeJS.Timeout;

  constructor(pid: number) {
    const sample = () =>
      void rssBytesOfPid(pid).then((bytes) =>
        this.#samples.push({ atMs: Date.now() - this.#started, bytes }),
      );
    sample();
    this.#timer = setInterval(sample, RSS_EVERY_MS);
  }

  stop() {
    clearInterval(this.#timer);
    const settled = this.#samples[0];
    const end = this.#samples.at(-1);
    if (!settled || !end) throw new Error('no memory sample was taken');
    // Growth over the window's second half tells a heap still sizing itself to the load (it levels off)
    // from a leak (it goes on).
    const middle = this.#samples.find((sample) => sample.atMs >= end.atMs / 2) ?? settled;
    return {
      settledMb: settled.bytes / MB,
      middleMb: middle.bytes / MB,
      endMb: end.bytes / MB,
      peakMb: Math.max(...this.#samples.map((sample) => sample.bytes)) / MB,
      growth: end.bytes / settled.bytes - 1,
      secondHalfGrowth: end.bytes / middle.bytes - 1,
    };
  }
}

interface Measured {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  statuses: string;
  socketErrors: number;
  timeouts: number;
  writes: Writes;
  /** The server's own processor time per answer: its cost, whoever else shares the machine. */
  cpuMicrosPerRequest: number;
  memory: ReturnType<MemorySampler['stop']>;
  /** The first seconds, while every connection opens at once: not measured, but shown. */
  warmUp: Answers;
}

/** Runs the traffic for the warm-up and the measured window in one go, and reads the window. */
async function measure(url: string, pid: number, session: Session): Promise<Measured> {
  const writes = new Writes();
  const warmUp = new Answers();
  const window = new Answers();
  let current = warmUp;
  const finished = new Promise<void>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: WARM_UP_S + DURATION_S,
        timeout: TIMEOUT_S,
        requests: traffic(session, writes),
      },
      (error: unknown) => (error ? reject(error) : resolve()),
    );
    run.on('response', (_client, status, _bytes, ms) => current.answered(status, ms));
    run.on('reqError', (error: unknown) => current.failed(error));
  });
  const windowOpened = new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_S * 1000)).then(
    async () => {
      current = window;
      writes.counting = true;
      const memory = new MemorySampler(pid);
      return { memory, cpuBefore: await cpuMicrosOfPid(pid) };
    },
  );
  const [, opened] = await Promise.all([finished, windowOpened]);
  const sampled = opened.memory.stop();
  const cpuUsed = (await cpuMicrosOfPid(pid)) - opened.cpuBefore;
  return {
    rps: window.latencies.length / DURATION_S,
    p99: window.percentile(0.99),
    requests: window.latencies.length,
    non2xx: window.non2xx,
    statuses: [...window.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    socketErrors: window.socketErrors,
    timeouts: window.timeouts,
    writes,
    cpuMicrosPerRequest: cpuUsed / Math.max(1, window.latencies.length),
    memory: sampled,
    warmUp,
  };
}

const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;

const errorsOf = (measured: Measured) =>
  measured.non2xx + measured.socketErrors + measured.timeouts + measured.writes.failed;

function report(label: string, measured: Measured) {
  const { memory } = measured;
  console.log(
    `  ${label.padEnd(15)} ${measured.rps.toFixed(0).padStart(5)} req/s  p99 ${measured.p99.toFixed(0).padStart(5)} ms  server CPU ${measured.cpuMicrosPerRequest.toFixed(0)} µs/request  ${measured.requests} requests`,
  );
  console.log(
    `  ${''.padEnd(15)} errors ${errorsOf(measured)} (non-2xx ${measured.non2xx}${measured.statuses ? `: ${measured.statuses}` : ''}, socket ${measured.socketErrors}, time-outs at ${TIMEOUT_S} s ${measured.timeouts}, failed writes ${measured.writes.failed}); posts written ${measured.writes.done}`,
  );
  console.log(
    `  ${''.padEnd(15)} RSS ${memory.settledMb.toFixed(1)} MB at ${WARM_UP_S} s, ${memory.middleMb.toFixed(1)} MB at ${WARM_UP_S + DURATION_S / 2} s, ${memory.endMb.toFixed(1)} MB at the end (${percent(memory.growth)} from ${WARM_UP_S} s, ${percent(memory.secondHalfGrowth)} over the second half), peak ${memory.peakMb.toFixed(1)} MB`,
  );
  const { warmUp } = measured;
  console.log(
    `  ${''.padEnd(15)} first ${WARM_UP_S} s (every connection opening, not measured): slowest answer ${(warmUp.slowest / 1000).toFixed(1)} s, time-outs ${warmUp.timeouts}, socket errors ${warmUp.socketErrors}, non-2xx ${warmUp.non2xx}`,
  );
  if (measured.writes.firstFailure)
    console.log(`  ${''.padEnd(15)} first failed write: ${measured.writes.firstFailure}`);
}

/** Credits the demo business enough for every post of the run, as its agency's admin would. */
async function creditForRun(url: string, locationId: string) {
  const admin = await signIn(url, DEMO_ADMIN_EMAIL);
  const credit = await fetch(`${url}/v1/locations/${locationId}/balance/adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': admin.token },
    body: JSON.stringify({ cents: MAX_ADJUSTMENT_CENTS, reason: 'Posts for the load benchmark' }),
  });
  if (!credit.ok) throw new Error(`the credit was refused: ${await credit.text()}`);
}

async function balanceCents(url: string, session: Session): Promise<number> {
  const response = await fetch(`${url}/v1/locations/${session.locationId}/balance`, {
    headers: { 'x-auth-token': session.token },
  });
  return balanceSchema.parse(await response.json()).cents;
}

async function loadOn(label: string, env: Record<string, string>) {
  // No business may write more than the limit a minute; the run writes thousands.
  const product = await startBuiltProduct({ POSTS_PER_MINUTE: '1000000', ...env });
  let exitCode: number | null = null;
  try {
    const user = await signIn(product.url, DEMO_EMAIL);
    const locationId = user.locationIds[0];
    if (!locationId) throw new Error('the demo user has no location');
    const session = { token: user.token, locationId };
    await creditForRun(product.url, locationId);
    const answers = await recordAnswers(product.url, traffic(session, new Writes()));
    const bare = await startProcess<{ port: number }>('bench/support/bare-routes.ts', [answers]);
    let baseline: Measured;
    try {
      const pid = bare.child.pid;
      if (!pid) throw new Error('the baseline has no process id');
      baseline = await measure(`http://127.0.0.1:${bare.info.port}`, pid, session);
    } finally {
      stop(bare);
      await rm(answers, { force: true });
    }
    const pid = product.child.pid;
    if (!pid) throw new Error('the product has no process id');
    const balanceBefore = await balanceCents(product.url, session);
    const measured = await measure(product.url, pid, session);
    const spent = balanceBefore - (await balanceCents(product.url, session));
    console.log(
      `load ${label}: ${CONNECTIONS} connections, ${DURATION_S} s each; calendar year, posts list, dashboard and writing a post in equal shares`,
    );
    report('bare node:http', baseline);
    report('product', measured);
    console.log(`  posts written in the measured run cost ${spent} cents of the balance`);
    console.log(
      `load ${label} ratio ${(measured.rps / baseline.rps).toFixed(3)}  p99 ratio ${(measured.p99 / Math.max(1, baseline.p99)).toFixed(2)}  server CPU per request ratio ${(measured.cpuMicrosPerRequest / Math.max(1, baseline.cpuMicrosPerRequest)).toFixed(2)}`,
    );
  } finally {
    exitCode = await stopBuiltProduct(product);
  }
  console.log(`load ${label}: the product stopped on SIGTERM with exit code ${exitCode}`);
}

export async function benchLoad() {
  buildProduct();
  await loadOn('PGlite', {});
  await withScratchPostgres('bench_load', (_database, url) => loadOn('PostgreSQL', { DATABASE_URL: url }));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
