import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteShape } from '../../contract/route';

/**
 * A part of a request, typed from the route: absent when the route declares none, optional when every
 * field of it is, required otherwise.
 */
type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [K in Name]?: undefined }
  : Partial<Value> extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value };

type RequestParts<R extends RouteShape> = Part<'params', ParamsOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> & { signal?: AbortSignal };

export type CallOptions<R extends RouteShape> = RequestParts<R> & {
  /**
   * The call asks whether the stored token is still good: a 401 answers that question instead of
   * ending the session (an embedded page signs in again through its link).
   */
  checkingToken?: true;
};

export type StreamOptions<R extends RouteShape> = RequestParts<R> & {
  onEvent: (event: ResponseOf<R>) => void;
};

/** The options argument may be left out when nothing in it is required. */
export type OptionsArgument<O> = Partial<O> extends O ? [options?: O] : [options: O];
