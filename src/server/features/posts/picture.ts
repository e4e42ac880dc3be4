import type { ImageStyleName } from '../../../contract/options.js';
import { createImage } from '../../ai/model-calls.js';
import type { Picture } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import type { Brand } from '../brand-profile/service.js';
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

/**
 * The colours and logo a picture is drawn in: the business's own from its brand profile where it set
 * them, the agency's for the rest.
 */
async function lookOf(deps: PostsDeps, scope: LocationScope, brand: Brand | null) {
  const agency = await deps.agencies.look(scope);
  return {
    brand: brand?.values.colours ?? agency.brand,
    logo: brand?.logo ?? agency.logo,
  };
}

/** A picture from the image model, or from the built-in renderer in the business's or agency's colours. */
export async function makePicture(
  deps: PostsDeps,
  scope: LocationScope,
  brief: PictureBrief,
  brand: Brand | null,
  signal: AbortSignal,
): Promise<{ picture: Picture; revisedPrompt: string | null }> {
  const engine = deps.engines.image;
  if (engine.kind === 'model') return createImage(engine, deps.engines.limits, brief.prompt, signal);
  const bytes = await deps.renderer.render({
    style: brief.style,
    title: brief.title,
    date: brief.date,
    businessName: scope.location.businessName,
    look: await lookOf(deps, scope, brand),
    hashtags: [...brief.hashtags],
  });
  return { picture: { bytes, format: 'png' }, revisedPrompt: null };
}
