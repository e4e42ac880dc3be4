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

async function sample(run: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await run());
  return times;
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
  try {
    const direct = await sample(() =>
      firstByte(`${fakeUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'fake-writer',
          stream: true,
          messages: [{ role: 'user', content: 'Write a post' }],
        }),
      }),
    );
    // The AI SDK on its own against the same provider: the share of the added time that is the SDK's.
    const sdkModel = createOpenAICompatible({ name: 'bench', baseURL: fakeUrl }).chatModel('fake-writer');
    const sdk = await sample(async () => {
      const started = performance.now();
      const result = streamText({ model: sdkModel, prompt: 'Write a post' });
      let first = 0;
      for await (const _delta of result.textStream) if (!first) first = performance.now() - started;
      return first;
    });
    const { port, token, locationId } = product.info;
    const body = JSON.stringify({
      locationId,
      event: { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] },
      platform: 'Instagram',
      action: 'social',
    });
    const through = await sample(() =>
      firstByte(`http://127.0.0.1:${port}/v1/posts/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body,
      }),
    );
    const added = quantile(through, 0.5) - quantile(direct, 0.5);
    console.log(`first byte, provider waits ${PROVIDER_DELAY_MS} ms, ${SAMPLES} sequential requests each`);
    console.log(
      `provider directly  median ${quantile(direct, 0.5).toFixed(1)} ms  p90 ${quantile(direct, 0.9).toFixed(1)} ms`,
    );
    console.log(
      `through product    median ${quantile(through, 0.5).toFixed(1)} ms  p90 ${quantile(through, 0.9).toFixed(1)} ms`,
    );
    console.log(
      `AI SDK alone       median ${quantile(sdk, 0.5).toFixed(1)} ms  p90 ${quantile(sdk, 0.9).toFixed(1)} ms`,
    );
    console.log(`first-byte added median ${added.toFixed(1)} ms`);
    console.log(`first-byte ratio ${(quantile(through, 0.5) / quantile(direct, 0.5)).toFixed(3)}`);
  } finally {
    stop(product);
    await fake.stop();
  }
}
