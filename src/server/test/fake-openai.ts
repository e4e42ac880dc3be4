import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What the fake provider does with the next requests. */
export type FakeBehaviour =
  /** `until`: the answer waits for it, for a test that decides when a provider answers. */
  | { kind: 'reply'; text: string; delayMs?: number; until?: Promise<void> }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  /** Every answer is cut short in the middle of its JSON. */
  | { kind: 'malformed' }
  /**
   * A streamed answer sends the first words of `text`, then breaks off: the connection is cut, the
   * provider stops sending without ending, or the next chunk is not JSON.
   */
  | { kind: 'broken-stream'; text: string; afterWords: number; how: 'cut' | 'stall' | 'garbage' }
  /** The image model answers with these bytes instead of a picture. */
  | { kind: 'image-bytes'; base64: string }
  /** Every request is answered 302, sending the caller on to this address. */
  | { kind: 'redirect'; location: string };

/** A test's own answer: its text, and how long the model takes before it starts answering. */
export interface KeyedReply {
  text: string;
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  /** The key the caller sent, as its Authorization header. */
  authorization: string | undefined;
}

// A 1×1 PNG: what the fake image model returns.
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  const parsed: unknown = JSON.parse(raw || '{}');
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small OpenAI-compatible server on loopback: chat completions with and without streaming, image
 * generation, and failure modes, recording every request so tests can read the prompts sent.
 */
export class FakeOpenAi {
  behaviour: FakeBehaviour = { kind: 'reply', text: 'Hello from the model.' };
  /**
   * Answers for requests whose body mentions a key, such as a test's own business name, in place of
   * the behaviour's text: tests sharing one fake each get their own answer, after their own delay.
   */
  readonly repliesByKey = new Map<string, KeyedReply>();
  readonly requests: RecordedRequest[] = [];
  /** Requests whose caller hung up before the answer was complete. */
  abandoned = 0;
  #server: Server | null = null;
  #url = '';

  get url(): string {
    return this.#url;
  }

  /** The last user prompt the fake received. */
  lastPrompt(): string {
    const body = this.requests.at(-1)?.body;
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const last: unknown = messages.at(-1);
    if (typeof last === 'object' && last !== null && 'content' in last) {
      return typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
    }
    return typeof body?.prompt === 'string' ? body.prompt : '';
  }

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      void this.#handle(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.#url = `http://127.0.0.1:${port}/v1`;
    return this.#url;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  #replyByKey(body: Record<string, unknown>): KeyedReply | undefined {
    const sent = JSON.stringify(body);
    for (const [key, reply] of this.repliesByKey) if (sent.includes(key)) return reply;
    return undefined;
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').replace(/^\/v1/, '');
    const body = await readJson(request);
    this.requests.push({ path, body, authorization: request.headers.authorization });
    response.on('close', () => {
      if (!response.writableFinished) this.abandoned++;
    });
    const behaviour = this.behaviour;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    if (behaviour.kind === 'redirect') {
      response.writeHead(302, { location: behaviour.location });
      response.end();
      return;
    }
    if (behaviour.kind === 'slow') {
      await sleep(behaviour.delayMs);
      if (response.destroyed) return;
    }
    if (behaviour.kind === 'malformed' && body.stream !== true) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"choices": [ this is not json');
      return;
    }
    if (path === '/images/generations') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          created: 1,
          data: [
            {
              b64_json: behaviour.kind === 'image-bytes' ? behaviour.base64 : PIXEL_PNG,
              revised_prompt: 'A revised picture prompt',
            },
          ],
        }),
      );
      return;
    }
    const keyed = this.#replyByKey(body);
    const text =
      keyed?.text ??
      (behaviour.kind === 'reply' || behaviour.kind === 'broken-stream' ? behaviour.text : 'unused');
    if (keyed?.delayMs) await sleep(keyed.delayMs);
    if (behaviour.kind === 'reply' && behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.kind === 'reply' && behaviour.until) await behaviour.until;
    if (body.stream !== true) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1,
          model: String(body.model),
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (behaviour.kind === 'malformed') {
      response.end('data: {"choices": [ this is not json\n\n');
      return;
    }
    const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: Record<string, number>) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1,
        model: String(body.model),
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    const pieces = text.match(/\S+\s*/g) ?? [];
    if (behaviour.kind === 'broken-stream') {
      for (const piece of pieces.slice(0, behaviour.afterWords))
        response.write(chunk({ content: piece }, null));
      // Written words reach the caller before the break, as they would over a real network.
      await sleep(50);
      if (behaviour.how === 'cut') response.destroy();
      if (behaviour.how === 'garbage') response.end('data: {"choices": [{"delta": {"content": \n\n');
      // A stalled stream is left open until the caller gives up on it.
      return;
    }
    for (const piece of pieces) {
      response.write(chunk({ content: piece }, null));
    }
    response.write(chunk({}, 'stop', { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 }));
    response.end('data: [DONE]\n\n');
  }
}

/** Settings that send every text and image call of the app to the fake provider at `url`. */
export function fakeProviderEnv(url: string): Record<string, string> {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: url,
    AI_MODEL: 'fake-writer',
    AI_IMAGE_PROVIDER: 'openai',
    AI_IMAGE_API_KEY: 'test-key',
    AI_IMAGE_MODEL: 'fake-painter',
    AI_TIMEOUT_SECONDS: '4',
    AI_MAX_RETRIES: '1',
  };
}
