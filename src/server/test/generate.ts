import type { FastifyInstance } from 'fastify';
import { type GenerationEvent, generationEventSchema, type Post } from '../../contract/posts.js';

export const WORLD_BREAD_DAY = {
  date: '2026-10-16',
  title: 'World Bread Day',
  hashtags: ['#WorldBreadDay', '#BreadDay'],
};

export interface Generated {
  status: number;
  events: GenerationEvent[];
  post: Post | null;
  error: Record<string, unknown> | null;
}

/** Calls the generation stream and reads its lines. */
export async function generate(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
): Promise<Generated> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/posts/generate',
    headers: { 'x-auth-token': token },
    payload,
  });
  if (!response.headers['content-type']?.toString().startsWith('application/x-ndjson')) {
    return { status: response.statusCode, events: [], post: null, error: response.json() };
  }
  const events = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => generationEventSchema.parse(JSON.parse(line)));
  const done = events.find((event) => event.type === 'done');
  const failed = events.find((event) => event.type === 'error');
  return {
    status: response.statusCode,
    events,
    post: done?.type === 'done' ? done.post : null,
    error: failed?.type === 'error' ? { message: failed.message, code: failed.code } : null,
  };
}
