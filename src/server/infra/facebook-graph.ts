/**
 * The Facebook Graph API, as publishing needs it: Facebook Login's code exchange, the user's Pages with
 * their linked Instagram accounts, posting to a Page or an Instagram account, and reading back what was
 * posted. Calls go to the configured base address (a stand-in on loopback in tests).
 */

/** Codes the Graph API answers when trying again later may work: throttling and temporary faults. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 368, 613, 80001]);
/** Codes that mean the token no longer works: expired, revoked or the password changed. */
const TOKEN_CODES = new Set([102, 190, 463, 467]);

/** A refusal or failure of the Graph API, said in its own words, with what to do about it. */
export class GraphError extends Error {
  constructor(
    message: string,
    /** Trying again later may work. */
    readonly transient: boolean,
    /** The token no longer works: the business must connect again. */
    readonly tokenInvalid: boolean,
    /**
     * The call may have been carried out although no answer came (a cut connection, a time-out): a post
     * must be looked for before it is sent again.
     */
    readonly outcomeUnknown = false,
  ) {
    super(message);
  }
}

export interface GraphPage {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
}

export interface PublishedItem {
  id: string;
  message: string;
  createdAt: Date;
  permalink: string | null;
}

export interface FacebookApp {
  appId: string;
  appSecret: string;
  graphUrl: string;
  dialogUrl: string;
  /** How long one call may take, in milliseconds. */
  timeoutMs: number;
}

const PAGE_FIELDS = 'id,name,access_token,instagram_business_account{id,username}';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}
const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export class FacebookGraph {
  constructor(readonly app: FacebookApp) {}

  /** The Facebook Login dialog for these permissions, returning to `redirectUri` with the state. */
  loginUrl(redirectUri: string, state: string): string {
    const url = new URL(this.app.dialogUrl);
    url.searchParams.set('client_id', this.app.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set(
      'scope',
      'pages_show_list,pages_read_engagement,pages_manage_posts,instagram_basic,instagram_content_publish',
    );
    return url.toString();
  }

  /** The user's access token for the code Facebook Login returned. */
  async exchangeCode(code: string, redirectUri: string): Promise<string> {
    const answer = await this.#call('GET', '/oauth/access_token', {
      client_id: this.app.appId,
      client_secret: this.app.appSecret,
      redirect_uri: redirectUri,
      code,
    });
    const token = str(answer.access_token);
    if (!token) throw new GraphError('Facebook did not return an access token', false, false);
    return token;
  }

  /** The Pages the user manages, each with its own token and linked Instagram business account. */
  async pages(userToken: string): Promise<GraphPage[]> {
    const answer = await this.#call('GET', '/me/accounts', { fields: PAGE_FIELDS, access_token: userToken });
    const data = Array.isArray(answer.data) ? answer.data : [];
    return data.map((entry: unknown) => {
      const page = record(entry);
      const instagram = record(page.instagram_business_account);
      return {
        id: str(page.id),
        name: str(page.name),
        accessToken: str(page.access_token),
        instagram: str(instagram.id) ? { id: str(instagram.id), username: str(instagram.username) } : null,
      };
    });
  }

  /** Posts to a Page: a photo with its caption when there is a picture, else a text post. */
  async publishToPage(
    pageId: string,
    token: string,
    message: string,
    imageUrl: string | null,
  ): Promise<string> {
    const answer = imageUrl
      ? await this.#call('POST', `/${pageId}/photos`, {
          url: imageUrl,
          caption: message,
          access_token: token,
        })
      : await this.#call('POST', `/${pageId}/feed`, { message, access_token: token });
    return str(answer.post_id) || str(answer.id);
  }

  /** Posts a picture with its caption to an Instagram business account: a container, then its publication. */
  async publishToInstagram(
    accountId: string,
    token: string,
    caption: string,
    imageUrl: string,
  ): Promise<string> {
    const container = await this.#call('POST', `/${accountId}/media`, {
      image_url: imageUrl,
      caption,
      access_token: token,
    });
    const published = await this.#call('POST', `/${accountId}/media_publish`, {
      creation_id: str(container.id),
      access_token: token,
    });
    return str(published.id);
  }

  /** The address of a published Page post or Instagram media, when the platform gives one. */
  async permalink(
    objectId: string,
    token: string,
    kind: 'facebook-page' | 'instagram',
  ): Promise<string | null> {
    const field = kind === 'instagram' ? 'permalink' : 'permalink_url';
    const answer = await this.#call('GET', `/${objectId}`, { fields: field, access_token: token });
    return str(answer[field]) || null;
  }

  /** What a Page or Instagram account published recently, newest first. */
  async recent(
    accountId: string,
    token: string,
    kind: 'facebook-page' | 'instagram',
  ): Promise<PublishedItem[]> {
    const answer =
      kind === 'instagram'
        ? await this.#call('GET', `/${accountId}/media`, {
            fields: 'id,caption,timestamp,permalink',
            access_token: token,
          })
        : await this.#call('GET', `/${accountId}/published_posts`, {
            fields: 'id,message,created_time,permalink_url',
            access_token: token,
          });
    const data = Array.isArray(answer.data) ? answer.data : [];
    return data.map((entry: unknown) => {
      const item = record(entry);
      return {
        id: str(item.id),
        message: str(item.caption) || str(item.message),
        createdAt: new Date(str(item.timestamp) || str(item.created_time)),
        permalink: str(item.permalink) || str(item.permalink_url) || null,
      };
    });
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${this.app.graphUrl.replace(/\/$/, '')}${path}`);
    const init: RequestInit = { method, signal: AbortSignal.timeout(this.app.timeoutMs), redirect: 'error' };
    if (method === 'GET')
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    else init.body = new URLSearchParams(params);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch {
      // Nothing came back: the call may or may not have been carried out.
      throw new GraphError('Facebook did not answer in time', true, false, method === 'POST');
    }
    const body: unknown = await response.json().catch(() => null);
    const error = record(record(body).error);
    if (response.ok && Object.keys(error).length === 0) return record(body);
    const code = Number(error.code);
    const message = str(error.message) || `Facebook answered ${response.status}`;
    if (TOKEN_CODES.has(code)) throw new GraphError(message, false, true);
    throw new GraphError(message, response.status >= 500 || TRANSIENT_CODES.has(code), false);
  }
}
