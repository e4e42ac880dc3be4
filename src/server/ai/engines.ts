import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModel, LanguageModel } from 'ai';
import type { Config } from '../config.js';

/** Where posts are written: the built-in writer, or a language model through the AI SDK. */
export type TextEngine =
  | { kind: 'builtin'; provider: 'builtin'; modelId: 'builtin-writer' }
  | { kind: 'model'; provider: string; modelId: string; model: LanguageModel };

/** Where pictures are made: the built-in renderer, or an image model through the AI SDK. */
export type ImageEngine =
  | { kind: 'builtin'; provider: 'builtin'; modelId: 'builtin-renderer' }
  | { kind: 'model'; provider: string; modelId: string; model: ImageModel };

export interface Engines {
  text: TextEngine;
  image: ImageEngine;
  /** Limits every provider call gets, set here rather than left to library defaults. */
  limits: { timeoutMs: number; maxRetries: number };
}

const DEFAULT_TEXT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;
const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

/** The providers a language model can be reached through. */
export type TextProvider = 'openai' | 'anthropic' | 'openai-compatible';

/** What reaching a language model takes: the deployment's settings, or an agency's own. */
export interface TextModelSettings {
  provider: TextProvider;
  /** Required for an OpenAI-compatible provider; for the others, a proxy or region in front of them. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** How the provider is called over the network; the platform's fetch when not given. */
  fetch?: typeof globalThis.fetch;
}

/** A text engine for a language model, through the AI SDK's provider of its kind. */
export function modelTextEngine(settings: TextModelSettings): Extract<TextEngine, { kind: 'model' }> {
  const { provider, baseUrl: baseURL, apiKey, model: modelId, fetch } = settings;
  switch (provider) {
    case 'openai':
      return { kind: 'model', provider, modelId, model: createOpenAI({ apiKey, baseURL, fetch })(modelId) };
    case 'anthropic':
      return {
        kind: 'model',
        provider,
        modelId,
        model: createAnthropic({ apiKey, baseURL, fetch })(modelId),
      };
    case 'openai-compatible': {
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        includeUsage: true,
        fetch,
      });
      return { kind: 'model', provider, modelId, model: compatible.chatModel(modelId) };
    }
  }
}

function textEngine(config: Config): TextEngine {
  const provider = config.AI_PROVIDER;
  if (provider === 'builtin') return { kind: 'builtin', provider: 'builtin', modelId: 'builtin-writer' };
  return modelTextEngine({
    provider,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL ?? (provider === 'openai-compatible' ? '' : DEFAULT_TEXT_MODELS[provider]),
  });
}

function imageEngine(config: Config): ImageEngine {
  const apiKey = config.AI_IMAGE_API_KEY ?? config.AI_API_KEY;
  const baseURL = config.AI_IMAGE_BASE_URL ?? config.AI_BASE_URL;
  switch (config.AI_IMAGE_PROVIDER) {
    case 'builtin':
      return { kind: 'builtin', provider: 'builtin', modelId: 'builtin-renderer' };
    case 'openai': {
      const modelId = config.AI_IMAGE_MODEL ?? DEFAULT_IMAGE_MODEL;
      return {
        kind: 'model',
        provider: 'openai',
        modelId,
        model: createOpenAI({ apiKey, baseURL }).image(modelId),
      };
    }
    case 'openai-compatible': {
      const modelId = config.AI_IMAGE_MODEL ?? '';
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
      });
      return { kind: 'model', provider: 'openai-compatible', modelId, model: compatible.imageModel(modelId) };
    }
  }
}

export function createEngines(config: Config): Engines {
  return {
    text: textEngine(config),
    image: imageEngine(config),
    limits: { timeoutMs: config.AI_TIMEOUT_SECONDS * 1000, maxRetries: config.AI_MAX_RETRIES },
  };
}

/** What writes posts, in words for a person: "the built-in writer" or "openai gpt-4o-mini". */
export function describeTextEngine(engine: TextEngine): string {
  return engine.kind === 'builtin' ? 'the built-in writer' : `${engine.provider} ${engine.modelId}`;
}

export function describeEngines(engines: Engines): string {
  const name = (engine: TextEngine | ImageEngine) =>
    engine.kind === 'builtin' ? 'built-in' : `${engine.provider} ${engine.modelId}`;
  return `AI: text ${name(engines.text)}, images ${name(engines.image)}`;
}
