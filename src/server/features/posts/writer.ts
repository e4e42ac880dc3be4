import type { Writer } from '../../../contract/posts.js';
import type { TextEngine } from '../../ai/engines.js';
import type { LocationScope } from '../../platform/scope.js';
import type { PostsDeps } from './deps.js';

/** Translation is a model's work: the built-in writer writes in English from its own phrases. */
export const translatesWith = (engine: TextEngine): engine is Extract<TextEngine, { kind: 'model' }> =>
  engine.kind === 'model';

/** Who writes a location's posts, so the calendar offers only what they can do. */
export async function writerOf(deps: PostsDeps, scope: LocationScope): Promise<Writer> {
  const engine = await deps.textEngines.textEngine(scope);
  return { engine: engine.kind === 'builtin' ? 'builtin' : 'provider', translates: translatesWith(engine) };
}
