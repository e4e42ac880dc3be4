import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRICED_ACTION_LABELS } from '../../../contract/balance.js';
import { type ChatEvent, MAX_CONVERSATION_TITLE_LENGTH, type SendMessage } from '../../../contract/chat.js';
import { type BuiltinAnswer, builtinAnswer } from '../../ai/builtin/assistant.js';
import { spellingOf } from '../../ai/builtin/spelling.js';
import type { TextEngine } from '../../ai/engines.js';
import { streamChatAnswer } from '../../ai/model-calls.js';
import { dateInZone } from '../../core/date-in-zone.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import { answerableError } from '../../platform/errors.js';
import { sendNdjsonStream, signalWhenClientLeaves } from '../../platform/replies.js';
import type { LocationScope } from '../../platform/scope.js';
import { writerBrand } from '../brand-profile/writer-brand.js';
import { daysAhead, systemPrompt } from './context.js';
import type { ChatDeps } from './deps.js';
import { presentConversation, presentMessage } from './presenter.js';
import {
  addMessage,
  type ConversationRow,
  createConversation,
  findConversation,
  recentMessages,
} from './repository.js';

/** The text on one line, at most `max` characters, cut at a word. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 20 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** A new conversation is named after its first message. */
export function titleOf(text: string): string {
  return oneLine(text, MAX_CONVERSATION_TITLE_LENGTH);
}

/** Enough of a message to recognise it in the balance log. */
const CHARGED_MESSAGE_LENGTH = 60;

/**
 * How the balance log names a charge: by the message it paid for, not the conversation's title, which
 * is its first message while every later message is charged too.
 */
const chargeReason = (text: string) =>
  `${PRICED_ACTION_LABELS.chat}: ${oneLine(text, CHARGED_MESSAGE_LENGTH)}`;

/** Who answers: the built-in assistant, whose answer is known before anything is charged, or a model. */
type Answerer =
  | { kind: 'builtin'; answer: BuiltinAnswer }
  | { kind: 'model'; engine: Extract<TextEngine, { kind: 'model' }> };

function streamError(error: unknown): Extract<ChatEvent, { type: 'error' }> {
  const answerable = answerableError(error);
  return answerable
    ? { type: 'error', message: answerable.message, code: answerable.code }
    : { type: 'error', message: 'Unknown error, please try later', code: 'internal' };
}

/**
 * Asks the assistant. Refusals before anything is stored (an unknown conversation, too little balance
 * for an answer that is paid for) are ordinary JSON errors; then the stream starts with the stored
 * question, carries the answer as it is written, and ends with the stored answer. Leaving the page
 * stops the answer and gives its price back; the question stays in the conversation.
 */
export async function sendMessage(
  deps: ChatDeps,
  scope: LocationScope,
  principal: Principal,
  body: SendMessage,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const existing = body.conversationId
    ? await findConversation(deps.db, scope, principal.userId, body.conversationId)
    : undefined;
  if (body.conversationId && !existing) throw AppError.notFound('Conversation');
  const engine = await deps.textEngines.textEngine(scope);
  const title = existing?.title ?? titleOf(body.text);
  const today = dateInZone(deps.clock(), scope.location.timeZone);
  const { week, later } = await daysAhead(deps, principal, scope, today);
  const brand = engine.kind === 'builtin' ? await deps.brands.brand(scope) : null;
  const answerer: Answerer =
    engine.kind === 'builtin'
      ? {
          kind: 'builtin',
          answer: builtinAnswer({
            businessName: scope.location.businessName,
            today,
            upcoming: week,
            later,
            ...(brand ? { brand: writerBrand(brand) } : {}),
            message: body.text,
            spelling: spellingOf(scope.location.country),
          }),
        }
      : { kind: 'model', engine };
  // Only an answer that did the work asked is paid for: the built-in assistant's guidance (what needs
  // an AI provider, what it needs to be given) reserves nothing, so even an empty balance hears it.
  const charge =
    answerer.kind === 'builtin' && answerer.answer.kind === 'guidance'
      ? null
      : await deps.usage.reserve(
          scope,
          principal,
          'chat',
          answerer.kind === 'builtin' ? 'builtin' : 'provider',
          chargeReason(body.text),
        );

  const signal = signalWhenClientLeaves(reply);
  const stream = new PassThrough();
  void sendNdjsonStream(reply, stream);
  const emit = (event: ChatEvent) => stream.write(`${JSON.stringify(event)}\n`);
  try {
    const { conversation, question } = await withTransaction(deps.db, async (tx) => {
      const conversation: ConversationRow =
        existing ?? (await createConversation(tx, scope, principal.userId, title));
      const question = await addMessage(
        tx,
        scope,
        conversation,
        { role: 'user', text: body.text, provider: null, model: null },
        true,
      );
      return { conversation, question };
    });
    emit({
      type: 'started',
      conversation: presentConversation(conversation),
      message: presentMessage(question),
    });

    const answer = await (async () => {
      if (answerer.kind === 'builtin') {
        const { text } = answerer.answer;
        for (const piece of text.match(/\S+\s*|\s+/g) ?? []) emit({ type: 'delta', text: piece });
        return text;
      }
      const turns = (await recentMessages(deps.db, conversation.id)).map((message) => ({
        role: message.role,
        content: message.text,
      }));
      const result = await streamChatAnswer(
        answerer.engine,
        deps.engines.limits,
        systemPrompt(scope, week),
        turns,
        {
          signal,
          onDelta: (text) => emit({ type: 'delta', text }),
        },
      );
      return result.text.trim();
    })();

    const stored = await withTransaction(deps.db, async (tx) => {
      const message = await addMessage(
        tx,
        scope,
        conversation,
        { role: 'assistant', text: answer, provider: engine.provider, model: engine.modelId },
        false,
      );
      await charge?.settle(tx);
      return message;
    });
    emit({ type: 'done', message: presentMessage(stored) });
  } catch (error) {
    // Whatever failed after the price was reserved (the question's or the answer's storing too) gives
    // it back; once settled, this does nothing. A refund the database refuses now is made by the job
    // that gives back reservations left behind.
    await charge
      ?.refund()
      .catch((refusal: unknown) =>
        request.log.error({ err: refusal }, 'a chat price was not given back yet'),
      );
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'a chat answer failed');
    emit(streamError(error));
  }
  stream.end();
  return reply;
}
