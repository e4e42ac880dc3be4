import type { BoundRoute } from '../../platform/routes.js';
import type { ConsoleDeps } from './deps.js';

export function usersRoutes(deps: ConsoleDeps): BoundRoute[] {
  void deps;
  return [];
}
