import { pathOf, queryStringOf, type RouteShape } from '../../contract/route';

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The fields of path parameters or a query that can go in a URL; the route's schema says which exist. */
function scalarFields(value: unknown): Record<string, Scalar> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: Record<string, Scalar> = {};
  for (const [name, field] of Object.entries(value)) {
    if (isScalar(field)) fields[name] = field;
  }
  return fields;
}

/** Every API address the web app uses, built from a route definition: the web never writes a path. */
export function urlOf(route: RouteShape, params: unknown, query: unknown): string {
  return `/v1${pathOf(route, scalarFields(params))}${queryStringOf(scalarFields(query))}`;
}
