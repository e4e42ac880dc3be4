// How the server answers while it draws pictures: GET /healthz sampled one request after another, first
// with nothing else to do, then while five built-in pictures are always being drawn (in the render
// pool's worker threads), in the same run.
import { performance } from 'node:perf_hooks';
import { startProcess, stop } from './support/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const IN_FLIGHT = 5;
const BREAD_DAY = { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] };

interface ServerInfo {
  port: number;
  token: string;
  locationId: string;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function sampleHealth(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function generate(base: string, info: ServerInfo, body: object): Promise<string> {
  const response = await fetch(`${base}/v1/posts/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': info.token },
    body: JSON.stringify({ locationId: info.locationId, event: BREAD_DAY, platform: 'Instagram', ...body }),
  });
  const text = await response.text();
  const done = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((line) => line.type === 'done');
  if (!done) throw new Error(`no post: ${text.slice(0, 200)}`);
  return done.post._id;
}

/** Credits the demo business enough for the run, as its agency's admin would. */
async function creditForRun(base: string, info: ServerInfo) {
  const login = await fetch(`${base}/v1/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'bench-password' }),
  });
  const { data } = await login.json();
  const credit = await fetch(`${base}/v1/locations/${info.locationId}/balance/adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': data.token },
    body: JSON.stringify({ cents: 100_000, reason: 'Pictures for the rendering benchmark' }),
  });
  if (!credit.ok) throw new Error(`the credit was refused: ${await credit.text()}`);
}

export async function benchRenderLoop(): Promise<void> {
  const server = await startProcess<ServerInfo>('bench/support/product-server.ts', [], {
    PICTURES_PER_MINUTE: '100000',
    PICTURES_PER_DAY: '100000',
    POSTS_PER_MINUTE: '100000',
  });
  const info = server.info;
  const base = `http://127.0.0.1:${info.port}`;
  try {
    await creditForRun(base, info);
    const parentId = await generate(base, info, { action: 'social' });
    // Every worker loads its fonts once, as a running server's would have.
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, () =>
        generate(base, info, { action: 'image', option: 'Retro', parentId }),
      ),
    );

    const idle = await sampleHealth(base, performance.now() + SECONDS * 1000);

    let drawn = 0;
    let failed = 0;
    let drawing = true;
    const styles = ['Minimal', 'Retro', 'Elegant', 'Festive', 'Bold Pop'];
    const loops = Array.from({ length: IN_FLIGHT }, async (_, index) => {
      while (drawing) {
        try {
          await generate(base, info, { action: 'image', option: styles[index % styles.length], parentId });
          drawn++;
        } catch (error) {
          failed++;
          if (failed === 1) process.stderr.write(`a picture failed: ${String(error)}\n`);
        }
      }
    });
    const busy = await sampleHealth(base, performance.now() + SECONDS * 1000);
    drawing = false;
    await Promise.all(loops);

    const row = (name: string, times: number[]) =>
      `${name.padEnd(34)}${quantile(times, 0.5).toFixed(2).padStart(8)} ms${quantile(times, 0.99).toFixed(2).padStart(9)} ms${String(times.length).padStart(9)}`;
    process.stdout.write(
      [
        '',
        `GET /healthz while pictures are drawn (${SECONDS} s each)`,
        `${''.padEnd(34)}${'p50'.padStart(11)}${'p99'.padStart(12)}${'samples'.padStart(9)}`,
        row('nothing else to do', idle),
        row(`${IN_FLIGHT} pictures always drawing`, busy),
        `pictures drawn: ${drawn} (${(drawn / SECONDS).toFixed(1)}/s), failed: ${failed}; p99 ratio to idle: ${(quantile(busy, 0.99) / quantile(idle, 0.99)).toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    stop(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderLoop();
