import { type EmbedRequest, embedConfigResponseSchema, loginResponseSchema } from '../../../contract/auth';
import { api } from '../../api/client';
import { storeLogin } from '../../session/store';

/** How long the embedding platform has to answer the single sign-on request. */
const PLATFORM_ANSWER_MS = 10_000;

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Asks the parent frame for the platform's encrypted user data; only its configured origin may answer. */
function requestPlatformPayload(origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return;
      const data: unknown = event.data;
      if (
        typeof data === 'object' &&
        data !== null &&
        'message' in data &&
        data.message === 'REQUEST_USER_DATA_RESPONSE' &&
        'payload' in data &&
        typeof data.payload === 'string'
      ) {
        finish();
        resolve(data.payload);
      }
    };
    const timer = window.setTimeout(() => {
      finish();
      reject(new Error('The platform did not confirm who you are. Please reload the page.'));
    }, PLATFORM_ANSWER_MS);
    const finish = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ message: 'REQUEST_USER_DATA' }, origin);
  });
}

/** Chooses how to vouch for the user: a signed link, the platform's single sign-on, or an unsigned link where allowed. */
async function embedRequest(
  email: string,
  locationId: string,
  search: URLSearchParams,
): Promise<EmbedRequest> {
  const exp = search.get('exp');
  const sig = search.get('sig');
  if (exp && sig) return { method: 'signed', email, locationId, exp: Number(exp), sig };
  const config = await api.get(`/auth/embed/config?locationId=${locationId}`, embedConfigResponseSchema, {
    anonymous: true,
  });
  if (isFramed() && config.platformOrigin) {
    return { method: 'ghl', email, locationId, payload: await requestPlatformPayload(config.platformOrigin) };
  }
  if (config.allowUnsigned) return { method: 'unsigned', email, locationId };
  throw new Error('This link is missing its signature. Please open the app from your platform.');
}

/** Signs in the user an embed URL names and makes its location the active one. */
export async function signInFromEmbedUrl(email: string, locationId: string, search: URLSearchParams) {
  const request = await embedRequest(email, locationId, search);
  const response = await api.post('/auth/embed', loginResponseSchema, { body: request, anonymous: true });
  storeLogin(response, locationId);
}
