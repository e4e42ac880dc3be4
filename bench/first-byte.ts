// Time to the first streamed byte of a post through the product, against calling the same fake
// provider (which waits a fixed 50 ms before answering) directly, in the same run.
import { performance } from 'node:perf_hooks';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { FakeOpenAi } from '../src/server/test/fake-openai.js';
import { startProcess, stop } from './support/processes.js';

const PROVIDER_DELAY_MS = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARM_UP = 5;

async function firstByte(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`${url} answered ${response.status} without a body`);
  const { value } = await reader.read();
  const elapsed = performance.now() - started;
  if (!value || response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  // Read to the end so the product finishes and stores its post, as a user's request would.
  while (!(await reader.read()).done) {}
  return elapsed;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Times of several ways of asking, kept in step. */
class Timings {
  readonly direct: number[] = [];
  readonly relay: number[] = [];
  readonly sdk: number[] = [];
  readonly through: number[] = [];
}

/**
 * Asks each way in turn, round after round, so that a slow spell of the shared machine falls on
 * all of them alike rather than on whichever happened to run during it.
 */
async function inRounds(round: (into: Timings) => Promise<void>): Promise<Timings> {
  for (let i = 0; i < WARM_UP; i++) await round(new Timings());
  const timings = new Timings();
  for (let i = 0; i < SAMPLES; i++) await round(timings);
  return timings;
}

export async function benchFirstByte() {
  const fake = new FakeOpenAi();
  fake.behaviour = {
    kind: 'reply',
    text: 'Fresh bread for World Bread Day at the bakery! #WorldBreadDay',
    delayMs: PROVIDER_DELAY_MS,
  };
  const fakeUrl = await fake.start();
  const product = await startProcess<{ port: number; token: string; locationId: string }>(
    'bench/support/product-server.ts',
    [],
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fakeUrl, AI_MODEL: 'fake-writer' },
  );
  const relay = await startProcess<{ port: number }>('bench/support/bare-relay.ts', [
    `${fakeUrl}/chat/completions`,
  ]);
  try {
    const directRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'fake-writer',
        stream: true,
        messages: [{ role: 'user', content: 'Write a post' }],
      }),
    };
    // The AI SDK on its own against the same provider: the share of the added time that is the SDK's.
    const sdkModel = createOpenAICompatible({ name: 'bench', baseURL: fakeUrl }).chatModel('fake-writer');
    const sdkFirstText = async () => {
      const started = performance.now();
      const result = streamText({ model: sdkModel, prompt: 'Write a post' });
      let first = 0;
      for await (const _delta of result.textStream) if (!first) first = performance.now() - started;
      return first;
    };
    const { port, token, locationId } = product.info;
    const productRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        locationId,
        event: { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] },
        platform: 'Instagram',
        action: 'social',
      }),
    };
    const timings = await inRounds(async (into) => {
      into.direct.push(await firstByte(`${fakeUrl}/chat/completions`, directRequest));
      into.relay.push(await firstByte(`http://127.0.0.1:${relay.info.port}/`, directRequest));
      into.sdk.push(await sdkFirstText());
      into.through.push(await firstByte(`http://127.0.0.1:${port}/v1/posts/generate`, productRequest));
    });
    const median = (times: number[]) => quantile(times, 0.5);
    const line = (label: string, times: number[]) =>
      console.log(
        `${label.padEnd(26)} median ${median(times).toFixed(1)} ms  p90 ${quantile(times, 0.9).toFixed(1)} ms  added ${(median(times) - median(timings.direct)).toFixed(1)} ms`,
      );
    console.log(
      `first byte, provider waits ${PROVIDER_DELAY_MS} ms, ${SAMPLES} rounds of one request each way, in turn`,
    );
    line('provider directly', timings.direct);
    line('bare node:http relay', timings.relay);
    line('AI SDK alone, no server', timings.sdk);
    line('through the product', timings.through);
    console.log(
      `first-byte added median ${(median(timings.through) - median(timings.direct)).toFixed(1)} ms`,
    );
    console.log(`first-byte ratio ${(median(timings.through) / median(timings.direct)).toFixed(3)}`);
  } finally {
    stop(product, relay);
    await fake.stop();
  }
}
