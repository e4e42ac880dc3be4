import type { BoundRoute } from '../../platform/routes.js';
import type { ConsoleDeps } from './deps.js';

export function plansRoutes(deps: ConsoleDeps): BoundRoute[] {
  void deps;
  return [];
}
