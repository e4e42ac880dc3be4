import { generateImage, streamText } from 'ai';
import { AppError, RequestCancelled } from '../core/errors.js';
import { inspectImage } from '../infra/image-type.js';
import type { Picture } from '../infra/media-store.js';
import type { Engines, ImageEngine, TextEngine } from './engines.js';

const SYSTEM = [
  'You write social media posts for small businesses.',
  'Follow the instructions exactly and reply with the requested text only: plain text, no markdown, no HTML, no surrounding quotes.',
].join(' ');

export interface TextResult {
  text: string;
  inputTokens: number | null;
  outputTokens: number | null;
}

export const providerUnavailable = () =>
  AppError.of('ai_unavailable', 'The writing service did not answer properly. Please try again.');
const providerTimedOut = () =>
  AppError.of('ai_timeout', 'The writing service took too long to answer. Please try again.');

function toAppError(error: unknown, signal: AbortSignal, deadline: AbortSignal): Error {
  if (signal.aborted) return new RequestCancelled();
  if (deadline.aborted) return providerTimedOut();
  if (error instanceof AppError) return error;
  return providerUnavailable();
}

/** Streams a completion from the language model, passing each piece of text on as it arrives. */
export function streamCompletion(
  engine: Extract<TextEngine, { kind: 'model' }>,
  limits: Engines['limits'],
  prompt: string,
  hooks: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<TextResult> {
  return streamModelText(engine, limits, { system: SYSTEM, prompt }, hooks);
}

/** A turn of a conversation with the assistant. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Streams the assistant's next answer in a conversation, with its own instructions. */
export function streamChatAnswer(
  engine: Extract<TextEngine, { kind: 'model' }>,
  limits: Engines['limits'],
  system: string,
  turns: ChatTurn[],
  hooks: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<TextResult> {
  return streamModelText(engine, limits, { system, messages: turns }, hooks);
}

async function streamModelText(
  engine: Extract<TextEngine, { kind: 'model' }>,
  limits: Engines['limits'],
  input: { system: string; prompt: string } | { system: string; messages: ChatTurn[] },
  hooks: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<TextResult> {
  let failure: unknown = null;
  // Our own time limit, so that running out of time can be told apart from other endings.
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const result = streamText({
    model: engine.model,
    ...input,
    abortSignal: AbortSignal.any([hooks.signal, deadline]),
    maxRetries: limits.maxRetries,
    onError: ({ error }) => {
      failure = error;
    },
  });
  let text = '';
  try {
    for await (const delta of result.textStream) {
      text += delta;
      hooks.onDelta(delta);
    }
  } catch (error) {
    throw toAppError(error, hooks.signal, deadline);
  }
  if (failure !== null || hooks.signal.aborted || deadline.aborted)
    throw toAppError(failure, hooks.signal, deadline);
  if (text.trim() === '') throw providerUnavailable();
  const usage = await result.usage;
  return { text, inputTokens: usage.inputTokens ?? null, outputTokens: usage.outputTokens ?? null };
}

function revisedPromptOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  for (const provider of Object.values(metadata)) {
    if (typeof provider !== 'object' || provider === null || !('images' in provider)) continue;
    const images = provider.images;
    if (!Array.isArray(images)) continue;
    const first: unknown = images[0];
    if (
      typeof first === 'object' &&
      first !== null &&
      'revisedPrompt' in first &&
      typeof first.revisedPrompt === 'string'
    ) {
      return first.revisedPrompt;
    }
  }
  return null;
}

/** Asks the image model for one square picture. */
export async function createImage(
  engine: Extract<ImageEngine, { kind: 'model' }>,
  limits: Engines['limits'],
  prompt: string,
  signal: AbortSignal,
): Promise<{ picture: Picture; revisedPrompt: string | null }> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let result: Awaited<ReturnType<typeof generateImage>>;
  try {
    result = await generateImage({
      model: engine.model,
      prompt,
      n: 1,
      size: '1024x1024',
      maxRetries: limits.maxRetries,
      abortSignal: AbortSignal.any([signal, deadline]),
    });
  } catch (error) {
    throw toAppError(error, signal, deadline);
  }
  // The model's bytes are stored and served as a picture only when they are one.
  const bytes = result.image.uint8Array;
  const facts = inspectImage(bytes);
  if (!facts)
    throw AppError.of(
      'ai_unavailable',
      'The picture service sent something that is not a picture. Please try again.',
    );
  return {
    picture: { bytes, format: facts.format },
    revisedPrompt: revisedPromptOf(result.providerMetadata),
  };
}
