import type { FormErrors } from '@mantine/form';
import type { ConsoleNewsItem } from '../../../../contract/agency-console/news';
import { newsInputSchema } from '../../../../contract/agency-console/news';
import type { NewsAudience, NewsStatus } from '../../../../contract/news';
import { EMPTY_NEWS_DOCUMENT } from '../../../../contract/news-document';
import { isApiError } from '../../../api/api-error';
import { fieldSentence } from '../../../api/field-sentence';
import { zodResolver } from '../../../ui/zod-resolver';

/** The editor's values, as the server takes them; the description is the editor's own document. */
export interface NewsFormValues {
  title: string;
  description: unknown;
  status: NewsStatus;
  pinned: boolean;
  audience: NewsAudience;
  planIds: string[];
  locationIds: string[];
}

const NEWS_FIELDS: readonly (keyof NewsFormValues)[] = [
  'title',
  'description',
  'status',
  'pinned',
  'audience',
  'planIds',
  'locationIds',
];

/** A new item starts as a draft for every location; an existing one as it is. */
export function newsFormValuesOf(item: ConsoleNewsItem | null): NewsFormValues {
  if (!item) {
    return {
      title: '',
      description: EMPTY_NEWS_DOCUMENT,
      status: 'draft',
      pinned: false,
      audience: 'all',
      planIds: [],
      locationIds: [],
    };
  }
  return {
    title: item.title,
    description: item.description,
    status: item.status,
    pinned: item.pinned,
    audience: item.audience,
    planIds: item.planIds,
    locationIds: item.locationIds,
  };
}

/** The field a message is about: the form's own, for anything said about a part of it. */
function fieldOf(path: string): keyof NewsFormValues | null {
  const [first = ''] = path.split('.');
  return NEWS_FIELDS.find((field) => field === first) ?? null;
}

const checkInput = zodResolver(newsInputSchema);

/** The contract's rules, each message under the field it is about (a link in the description, say). */
export function newsFormErrors(values: NewsFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(checkInput(values))) {
    const field = fieldOf(path) ?? path;
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

/**
 * A 400 the server answered about one of the form's fields (or a part of one), with its message as it
 * reads under that field. Null for any other failure.
 */
export function newsFieldError(error: unknown): { field: keyof NewsFormValues; message: string } | null {
  if (!isApiError(error, 'invalid_input') || !error.field) return null;
  const field = fieldOf(error.field);
  if (!field) return null;
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field, message: fieldSentence(message) };
}
