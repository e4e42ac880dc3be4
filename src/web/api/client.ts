import type { ResponseOf, RouteShape } from '../../contract/route';
import { readLines } from './ndjson';
import { parseWith } from './parse';
import type { CallOptions, OptionsArgument, StreamOptions } from './request-options';
import { badResponse, failureOf, send } from './response-reader';

/** A route answering one JSON body. */
type JsonRoute = RouteShape & { stream?: undefined };
/** A route answering newline-delimited JSON, one `response` per line. */
type StreamRoute = RouteShape & { stream: true };

async function call<R extends JsonRoute>(
  route: R,
  ...[options]: OptionsArgument<CallOptions<R>>
): Promise<ResponseOf<R>> {
  const answer = await send(route, { ...options, accept: 'application/json' });
  if (!answer.response.ok) throw await failureOf(answer, options?.checkingToken);
  const payload: unknown = await answer.response.json().catch(() => null);
  const parsed = parseWith<R['response']>(route.response, payload);
  if (!parsed.ok) throw badResponse(answer.response);
  return parsed.value;
}

/**
 * Calls a streamed route and hands each line on, parsed with the contract, as it arrives. Errors found
 * before the stream starts are answered like any other call.
 */
async function stream<R extends StreamRoute>(route: R, options: StreamOptions<R>): Promise<void> {
  const answer = await send(route, { ...options, accept: 'application/x-ndjson' });
  if (!answer.response.ok) throw await failureOf(answer);
  const body = answer.response.body;
  if (!body) throw badResponse(answer.response);
  await readLines(body, (line) => {
    let payload: unknown;
    try {
      payload = JSON.parse(line);
    } catch {
      throw badResponse(answer.response);
    }
    const parsed = parseWith<R['response']>(route.response, payload);
    if (!parsed.ok) throw badResponse(answer.response);
    options.onEvent(parsed.value);
  });
}

/** The one client the web app talks to the API through, typed from the contract's route definitions. */
export const api = { call, stream };
