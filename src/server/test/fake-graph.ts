import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How the fake Graph API answers the next publishing calls. */
export type GraphBehaviour =
  | { kind: 'ok' }
  /** The token was revoked or expired: code 190. */
  | { kind: 'expired-token' }
  /** Too many calls: code 4, which may be tried again later. */
  | { kind: 'rate-limit' }
  | { kind: 'server-error' }
  /** The post is created, then the connection is cut before any answer: the caller cannot know. */
  | { kind: 'create-then-cut' }
  /** No answer for this long. */
  | { kind: 'slow'; delayMs: number }
  /** No answer until this settles: the test decides when Facebook answers. */
  | { kind: 'held'; until: Promise<void> };

export interface GraphPost {
  id: string;
  accountId: string;
  message: string;
  imageUrl: string | null;
  createdAt: Date;
}

export const USER_TOKEN = 'user-token-for-the-code';
export const PAGE_TOKEN = 'page-token-kept-secret';
export const GOOD_CODE = 'code-from-facebook-login';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function form(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return new URLSearchParams(raw);
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const graphError = (response: ServerResponse, status: number, code: number, message: string) =>
  send(response, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'trace' } });

/**
 * A small Graph API on loopback: Facebook Login's code exchange, one Page with a linked Instagram
 * account, posting to both and reading back what was posted, and the failures publishing must survive.
 */
export class FakeGraph {
  behaviour: GraphBehaviour = { kind: 'ok' };
  /** Posts made, on the Page and on Instagram. */
  readonly posts: GraphPost[] = [];
  /** Every call, as path and parameters (tokens included, so tests can check what was sent). */
  readonly calls: { method: string; path: string; params: URLSearchParams }[] = [];
  #server: Server | null = null;
  #url = '';
  #containers = new Map<string, { accountId: string; caption: string; imageUrl: string }>();

  readonly page = { id: '1029384756', name: 'Sunrise Bakery' };
  readonly instagram = { id: '17841400000000001', username: 'sunrisebakery' };

  get url(): string {
    return this.#url;
  }

  /** Publishing calls made (a container is not a publication). */
  get publishCalls(): number {
    return this.calls.filter(
      (call) => call.method === 'POST' && /\/(feed|photos|media_publish)$/.test(call.path),
    ).length;
  }

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      void this.#handle(request, response).catch(() => {
        if (!response.headersSent) send(response, 500, { error: { message: 'fake failed', code: 1 } });
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('The fake Graph API did not start');
    this.#url = `http://127.0.0.1:${address.port}`;
    return this.#url;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = request.method === 'POST' ? await form(request) : url.searchParams;
    this.calls.push({ method: request.method ?? 'GET', path: url.pathname, params });
    const token = params.get('access_token');
    const path = url.pathname;

    if (path === '/dialog/oauth') {
      // Facebook Login, with the person agreeing at once: back to the app with a code and the state.
      const back = new URL(params.get('redirect_uri') ?? '');
      back.searchParams.set('code', GOOD_CODE);
      back.searchParams.set('state', params.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (path === '/oauth/access_token') {
      if (params.get('code') !== GOOD_CODE)
        return graphError(response, 400, 100, 'Invalid verification code format.');
      return send(response, 200, { access_token: USER_TOKEN, token_type: 'bearer', expires_in: 5183944 });
    }
    if (path === '/me/accounts') {
      if (token !== USER_TOKEN) return graphError(response, 400, 190, 'Invalid OAuth access token.');
      return send(response, 200, {
        data: [
          {
            ...this.page,
            access_token: PAGE_TOKEN,
            instagram_business_account: this.instagram,
          },
        ],
      });
    }
    if (token !== PAGE_TOKEN) return graphError(response, 400, 190, 'Invalid OAuth access token.');

    if (request.method === 'GET') return this.#read(path, response);
    return this.#publish(path, params, request, response);
  }

  #read(path: string, response: ServerResponse) {
    const [, id = '', edge] = path.split('/');
    if (edge === 'published_posts' || edge === 'media') {
      const data = this.posts
        .filter((post) => post.accountId === id)
        .reverse()
        .map((post) => ({
          id: post.id,
          message: post.message,
          caption: post.message,
          created_time: post.createdAt.toISOString(),
          timestamp: post.createdAt.toISOString(),
          permalink_url: `https://www.facebook.com/${post.id}`,
          permalink: `https://www.instagram.com/p/${post.id}`,
        }));
      return send(response, 200, { data });
    }
    const post = this.posts.find((candidate) => candidate.id === id);
    if (!post) return graphError(response, 404, 100, 'Unsupported get request.');
    return send(response, 200, {
      id,
      permalink_url: `https://www.facebook.com/${id}`,
      permalink: `https://www.instagram.com/p/${id}`,
    });
  }

  async #publish(path: string, params: URLSearchParams, request: IncomingMessage, response: ServerResponse) {
    const [, accountId = '', edge] = path.split('/');
    if (edge === 'media') {
      const id = `container-${this.#containers.size + 1}`;
      this.#containers.set(id, {
        accountId,
        caption: params.get('caption') ?? '',
        imageUrl: params.get('image_url') ?? '',
      });
      return send(response, 200, { id });
    }
    const behaviour = this.behaviour;
    if (behaviour.kind === 'expired-token')
      return graphError(response, 400, 190, 'Error validating access token: Session has expired.');
    if (behaviour.kind === 'rate-limit')
      return graphError(response, 400, 4, 'Application request limit reached');
    if (behaviour.kind === 'server-error')
      return graphError(response, 500, 2, 'An unexpected error has occurred.');
    if (behaviour.kind === 'slow') await sleep(behaviour.delayMs);
    if (behaviour.kind === 'held') await behaviour.until;

    const container =
      edge === 'media_publish' ? this.#containers.get(params.get('creation_id') ?? '') : undefined;
    const post: GraphPost = {
      id: `${accountId}_${this.posts.length + 1}`,
      accountId,
      message: container?.caption ?? params.get('message') ?? params.get('caption') ?? '',
      imageUrl: container?.imageUrl ?? params.get('url'),
      createdAt: new Date(),
    };
    this.posts.push(post);
    if (behaviour.kind === 'create-then-cut') {
      request.socket.destroy();
      return;
    }
    return send(
      response,
      200,
      edge === 'photos' ? { id: `photo-${post.id}`, post_id: post.id } : { id: post.id },
    );
  }
}
