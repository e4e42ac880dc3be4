import { generateImage, streamText } from 'ai';
import { AppError, RequestCancelled } from '../core/errors.js';
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
export async function streamCompletion(
  engine: Extract<TextEngine, { kind: 'model' }>,
  limits: Engines['limits'],
  prompt: string,
  hooks: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<TextResult> {
  let failure: unknown = null;
  // Our own time limit, so that running out of time can be told apart from other endings.
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const result = streamText({
    model: engine.model,
    system: SYSTEM,
    prompt,
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
): Promise<{ png: Uint8Array; revisedPrompt: string | null }> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    const result = await generateImage({
      model: engine.model,
      prompt,
      n: 1,
      size: '1024x1024',
      maxRetries: limits.maxRetries,
      abortSignal: AbortSignal.any([signal, deadline]),
    });
    return { png: result.image.uint8Array, revisedPrompt: revisedPromptOf(result.providerMetadata) };
  } catch (error) {
    throw toAppError(error, signal, deadline);
  }
}
