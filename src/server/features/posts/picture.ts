import type { ImageStyleName } from '../../../contract/options.js';
import { renderGraphic } from '../../ai/builtin/graphic/render.js';
import { createImage } from '../../ai/model-calls.js';
import type { Picture } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import type { PostsDeps } from './deps.js';

/** What a picture shows: the image model reads the prompt, the built-in renderer draws the rest. */
export interface PictureBrief {
  /** The image model's prompt. */
  prompt: string;
  style: ImageStyleName;
  title: string;
  date: string;
  hashtags: readonly string[];
}

/** A picture from the image model, or from the built-in renderer in the agency's colours. */
export async function makePicture(
  deps: PostsDeps,
  scope: LocationScope,
  brief: PictureBrief,
  signal: AbortSignal,
): Promise<{ picture: Picture; revisedPrompt: string | null }> {
  const engine = deps.engines.image;
  if (engine.kind === 'model') return createImage(engine, deps.engines.limits, brief.prompt, signal);
  const bytes = await renderGraphic({
    style: brief.style,
    title: brief.title,
    date: brief.date,
    businessName: scope.location.businessName,
    look: await deps.agencies.look(scope),
    hashtags: [...brief.hashtags],
  });
  return { picture: { bytes, format: 'png' }, revisedPrompt: null };
}
