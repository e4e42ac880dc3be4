import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const HL_CODE = 'highlevel-code';
export const HL_COMPANY = 'company-123';

/** A sub-account as HighLevel lists it. */
export interface FakeSubAccount {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  timezone?: string;
  country?: string;
}

async function body(request: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw;
}

function send(response: ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/**
 * HighLevel's API on loopback: the marketplace app's token endpoint (code and refresh), the company's
 * sub-accounts, a sub-account's token, and its Social Planner, recording what it is sent.
 */
export class FakeHighLevel {
  subAccounts: FakeSubAccount[] = [];
  /** The refresh token it will accept next; refreshing hands out a new one. */
  #refreshToken = 'refresh-1';
  #accessToken = 'access-1';
  #generation = 1;
  refuseRefresh = false;
  /** Seconds the tokens it hands out last. */
  expiresIn = 86_399;
  readonly refreshes: string[] = [];
  /** Every form sent for tokens, with the app's client id and secret. */
  readonly tokenForms: URLSearchParams[] = [];
  readonly plannerPosts: { locationId: string; body: Record<string, unknown> }[] = [];
  #server: Server | null = null;
  #url = '';

  get url(): string {
    return this.#url;
  }

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      void this.#handle(request, response).catch(() => send(response, 500, { message: 'fake failed' }));
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('The fake HighLevel did not start');
    this.#url = `http://127.0.0.1:${address.port}`;
    return this.#url;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  #tokens() {
    this.#generation++;
    this.#accessToken = `access-${this.#generation}`;
    this.#refreshToken = `refresh-${this.#generation}`;
    return {
      access_token: this.#accessToken,
      refresh_token: this.#refreshToken,
      token_type: 'Bearer',
      expires_in: this.expiresIn,
      userType: 'Company',
      companyId: HL_COMPANY,
    };
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await body(request);
    if (url.pathname === '/oauth/chooselocation') {
      // HighLevel's authorisation page, where the agency picks its company: here it always agrees and
      // sends the browser back with a code and the state it was given.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', HL_CODE);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (request.headers.version !== '2021-07-28')
      return send(response, 400, { message: 'Version header missing' });
    if (url.pathname === '/oauth/token') {
      const form = new URLSearchParams(raw);
      this.tokenForms.push(form);
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== HL_CODE)
          return send(response, 400, { error: 'invalid_grant', error_description: 'Invalid code' });
        return send(response, 200, this.#tokens());
      }
      const given = form.get('refresh_token') ?? '';
      this.refreshes.push(given);
      if (this.refuseRefresh || given !== this.#refreshToken) {
        return send(response, 401, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      }
      return send(response, 200, this.#tokens());
    }
    if (
      request.headers.authorization !== `Bearer ${this.#accessToken}` &&
      !request.headers.authorization?.startsWith('Bearer location-')
    ) {
      return send(response, 401, { message: 'Invalid JWT' });
    }
    if (url.pathname === '/locations/search') {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      return send(response, 200, { locations: this.subAccounts.slice(skip, skip + 100) });
    }
    if (url.pathname === '/oauth/locationToken') {
      const form = new URLSearchParams(raw);
      return send(response, 200, { access_token: `location-${form.get('locationId')}`, expires_in: 86_399 });
    }
    const planner = url.pathname.match(/^\/social-media-posting\/([^/]+)\/(accounts|posts)$/);
    if (planner) {
      const [, locationId = '', edge] = planner;
      if (request.headers.authorization !== `Bearer location-${locationId}`)
        return send(response, 401, { message: 'Wrong location' });
      if (edge === 'accounts') {
        return send(response, 200, {
          results: { accounts: [{ id: `acc-${locationId}`, platform: 'facebook', name: 'Page' }] },
        });
      }
      const parsed: unknown = JSON.parse(raw || '{}');
      const entries =
        typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
      this.plannerPosts.push({ locationId, body: entries });
      return send(response, 201, { results: { post: { _id: `planner-${this.plannerPosts.length}` } } });
    }
    return send(response, 404, { message: 'Not found' });
  }
}
