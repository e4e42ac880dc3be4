/**
 * HighLevel's API, as the product uses it: the marketplace app's OAuth (authorisation code and refresh
 * token), the company's sub-accounts, a sub-account's token, and its Social Planner. Calls go to the
 * configured base address (a stand-in on loopback in tests).
 */

export class HighLevelError extends Error {
  constructor(
    message: string,
    /** HighLevel no longer accepts the agency's authorisation: it connects again. */
    readonly unauthorised: boolean,
  ) {
    super(message);
  }
}

export interface HighLevelApp {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  loginUrl: string;
  timeoutMs: number;
}

export interface HighLevelTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  companyId: string;
}

export interface SubAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  timeZone: string;
  country: string;
}

/** The API version HighLevel asks every call to name. */
const API_VERSION = '2021-07-28';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}
const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export class HighLevelApi {
  constructor(readonly app: HighLevelApp) {}

  loginUrl(redirectUri: string, state: string): string {
    const url = new URL(this.app.loginUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.app.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set(
      'scope',
      'locations.readonly oauth.write oauth.readonly socialplanner/post.write socialplanner/account.readonly',
    );
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string, now: Date): Promise<HighLevelTokens> {
    return this.#token(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, user_type: 'Company' },
      now,
    );
  }

  refresh(refreshToken: string, now: Date): Promise<HighLevelTokens> {
    return this.#token(
      { grant_type: 'refresh_token', refresh_token: refreshToken, user_type: 'Company' },
      now,
    );
  }

  /** The company's sub-accounts, every page of them. */
  async subAccounts(token: string, companyId: string): Promise<SubAccount[]> {
    const found: SubAccount[] = [];
    for (let skip = 0; ; skip += 100) {
      const answer = await this.#call(
        'GET',
        `/locations/search?companyId=${encodeURIComponent(companyId)}&limit=100&skip=${skip}`,
        token,
      );
      const page = Array.isArray(answer.locations) ? answer.locations.map(record) : [];
      for (const entry of page) {
        found.push({
          id: str(entry.id),
          name: str(entry.name),
          email: str(entry.email),
          phone: str(entry.phone),
          address: [entry.address, entry.city, entry.state, entry.postalCode]
            .map(str)
            .filter(Boolean)
            .join(', '),
          timeZone: str(entry.timezone),
          country: str(entry.country),
        });
      }
      if (page.length < 100) return found;
    }
  }

  /** A sub-account's own token, which its Social Planner asks for. */
  async locationToken(token: string, companyId: string, locationId: string): Promise<string> {
    const answer = await this.#call(
      'POST',
      '/oauth/locationToken',
      token,
      new URLSearchParams({ companyId, locationId }),
    );
    const access = str(answer.access_token);
    if (!access) throw new HighLevelError('HighLevel gave no token for this sub-account', false);
    return access;
  }

  /** The social accounts connected in the sub-account's Social Planner. */
  async plannerAccounts(locationToken: string, locationId: string): Promise<string[]> {
    const answer = await this.#call(
      'GET',
      `/social-media-posting/${encodeURIComponent(locationId)}/accounts`,
      locationToken,
    );
    const accounts = record(answer.results).accounts;
    return Array.isArray(accounts) ? accounts.map((entry) => str(record(entry).id)).filter(Boolean) : [];
  }

  /** Creates the post in the sub-account's Social Planner, published now or scheduled. */
  async createPlannerPost(
    locationToken: string,
    locationId: string,
    post: { accountIds: string[]; text: string; imageUrl: string | null; at: Date | null },
  ): Promise<string> {
    const body = {
      accountIds: post.accountIds,
      summary: post.text,
      media: post.imageUrl ? [{ url: post.imageUrl, type: 'image/png' }] : [],
      type: 'post',
      status: post.at ? 'scheduled' : 'published',
      ...(post.at ? { scheduleDate: post.at.toISOString() } : {}),
    };
    const answer = await this.#call(
      'POST',
      `/social-media-posting/${encodeURIComponent(locationId)}/posts`,
      locationToken,
      JSON.stringify(body),
    );
    const created = record(record(answer.results).post);
    return str(created._id) || str(created.id);
  }

  async #token(params: Record<string, string>, now: Date): Promise<HighLevelTokens> {
    const form = new URLSearchParams({
      client_id: this.app.clientId,
      client_secret: this.app.clientSecret,
      ...params,
    });
    const answer = await this.#call('POST', '/oauth/token', null, form);
    const accessToken = str(answer.access_token);
    const refreshToken = str(answer.refresh_token);
    if (!accessToken || !refreshToken) throw new HighLevelError('HighLevel did not return tokens', false);
    const seconds = Number(answer.expires_in) || 86_400;
    return {
      accessToken,
      refreshToken,
      expiresAt: new Date(now.getTime() + seconds * 1000),
      companyId: str(answer.companyId),
    };
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: URLSearchParams | string,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { Version: API_VERSION, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.app.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.app.timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new HighLevelError('HighLevel did not answer in time', false);
    }
    const answer = record(await response.json().catch(() => null));
    if (response.ok) return answer;
    const message =
      str(answer.message) ||
      str(answer.error_description) ||
      str(answer.error) ||
      `HighLevel answered ${response.status}`;
    throw new HighLevelError(message, response.status === 401 || str(answer.error) === 'invalid_grant');
  }
}
