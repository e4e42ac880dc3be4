import type { ParamsOf, QueryOf, RouteShape } from '../../contract/route';
import { failureOf, send } from './response-reader';

/** The file name a content-disposition header gives, if it gives one. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * Downloads a route's file answer (a CSV, say) to the device under the name the server gives it. The
 * token travels in a header, so the browser cannot follow a plain link to the file: the app fetches it
 * and hands it to the browser as a download.
 */
export async function downloadFile<R extends RouteShape>(
  route: R,
  options: { params: ParamsOf<R>; query?: QueryOf<R> },
  accept: string,
): Promise<void> {
  const answer = await send(route, { params: options.params, query: options.query, accept });
  if (!answer.response.ok) throw await failureOf(answer);
  const blob = await answer.response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(answer.response.headers.get('content-disposition')) ?? 'download';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
