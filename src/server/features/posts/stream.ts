import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent, Post } from '../../../contract/posts.js';
import { AppError, RequestCancelled } from '../../core/errors.js';
import { answerableError } from '../../platform/errors.js';
import { sendNdjsonStream, signalWhenClientLeaves } from '../../platform/replies.js';
import type { GenerationHooks } from './deps.js';

function streamError(error: unknown): Extract<GenerationEvent, { type: 'error' }> {
  const answerable = answerableError(error);
  return answerable
    ? { type: 'error', message: answerable.message, code: answerable.code }
    : { type: 'error', message: 'Unknown error, please try later', code: 'internal' };
}

/**
 * Answers a generation as newline-delimited JSON once its first words arrive; errors before that are
 * ordinary JSON errors. The user leaving the page stops the work, and nothing is stored.
 */
export async function streamGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (hooks: GenerationHooks) => Promise<Post>,
): Promise<FastifyReply> {
  const signal = signalWhenClientLeaves(reply);
  const stream = new PassThrough();
  let streaming = false;
  const emit = (event: GenerationEvent) => {
    if (!streaming) {
      streaming = true;
      void sendNdjsonStream(reply, stream);
    }
    stream.write(`${JSON.stringify(event)}\n`);
  };
  try {
    const post = await run({ signal, onDelta: (text) => emit({ type: 'delta', text }) });
    emit({ type: 'done', post });
  } catch (error) {
    if (!streaming) throw error;
    if (error instanceof RequestCancelled) request.log.info('the client left during its answer');
    else if (!(error instanceof AppError)) request.log.error({ err: error }, 'generation failed');
    emit(streamError(error));
  }
  stream.end();
  return reply;
}
