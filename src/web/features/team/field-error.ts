import { isApiError } from '../../api/api-error';

/**
 * A 400 the server answered about one of a form's fields, with its message as it reads under the
 * field (the server writes "email: is already in your team"). Null for any other failure.
 */
export function fieldErrorOf(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!isApiError(error, 'invalid_input') || !error.field || !fields.includes(error.field)) return null;
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field: error.field, message };
}
