// GET /v1/locations/{id}/calendar/{year} through the product against a bare node:http server answering the same bytes.
import autocannon from 'autocannon';
import { cpuMicros, type Started, startProcess, stop } from './support/processes.js';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  /** The server's own processor time per answer: its cost, whoever else shares the machine. */
  cpuMicrosPerRequest: number;
}

async function load(
  server: Started<unknown>,
  url: string,
  headers: Record<string, string>,
): Promise<Measured> {
  // A short warm-up lets the JIT and the caches settle before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = await cpuMicros(server);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicrosPerRequest: cpuUsed / Math.max(1, result.requests.total),
  };
}

const report = (label: string, measured: Measured) =>
  console.log(
    `${label.padEnd(15)} ${measured.rps.toFixed(0)} req/s  p99 ${measured.p99} ms  server CPU ${measured.cpuMicrosPerRequest.toFixed(0)} µs/request  errors ${measured.errors}`,
  );

export async function benchEventData() {
  const product = await startProcess<{ port: number; token: string; locationId: string }>(
    'bench/support/product-server.ts',
  );
  const { port, token, locationId } = product.info;
  const year = new Date().getFullYear();
  const url = `http://127.0.0.1:${port}/v1/locations/${locationId}/calendar/${year}`;
  const bare = await startProcess<{ port: number; bytes: number }>('bench/support/bare-server.ts', [
    url,
    token,
  ]);
  try {
    const headers = { 'x-auth-token': token };
    const baseline = await load(bare, `http://127.0.0.1:${bare.info.port}/`, {});
    const measured = await load(product, url, headers);
    const gzipped = await load(product, url, { ...headers, 'accept-encoding': 'gzip' });
    console.log(`event-data body ${bare.info.bytes} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    report('bare node:http', baseline);
    report('product', measured);
    report('product, gzip', gzipped);
    console.log(
      `event-data server CPU per request ratio ${(measured.cpuMicrosPerRequest / baseline.cpuMicrosPerRequest).toFixed(2)}`,
    );
    console.log(`event-data ratio ${(measured.rps / baseline.rps).toFixed(3)}`);
  } finally {
    stop(product, bare);
  }
}
