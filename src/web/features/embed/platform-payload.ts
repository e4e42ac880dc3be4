/** How long the embedding platform has to answer the single sign-on request. */
const PLATFORM_ANSWER_MS = 10_000;

export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Asks the parent frame for the platform's encrypted user data; only its configured origin may answer. */
export function requestPlatformPayload(origin: string): Promise<string> {
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
