import type { BoundRoute } from '../../platform/routes.js';
import type { ConsoleDeps } from './deps.js';

export function locationsRoutes(deps: ConsoleDeps): BoundRoute[] {
  void deps;
  return [];
}
