/** The placeholders a prompt template may use; the server fills every one before a model sees it. */
export const PLACEHOLDERS = [
  'event',
  'date',
  'hashtags',
  'business',
  'platform',
  'tone',
  'language',
  'style',
  'post',
  'image_prompt',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<Placeholder, string>>;

const PATTERN = /\{\{\s*([^}]*?)\s*\}\}/g;
const known = new Set<string>(PLACEHOLDERS);

function isPlaceholder(name: string): name is Placeholder {
  return known.has(name);
}

/** Every placeholder a template uses, known or not. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PATTERN)].map((match) => match[1] ?? '');
}

/** Placeholders in a template that the server does not know. */
export function unknownPlaceholders(template: string): string[] {
  return placeholdersIn(template).filter((name) => !isPlaceholder(name));
}

export class TemplateError extends Error {}

/** Fills a template; an unknown or unfilled placeholder is an error, never sent to a model. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(PATTERN, (_whole, name: string) => {
    if (!isPlaceholder(name)) throw new TemplateError(`Unknown placeholder {{${name}}}`);
    const value = values[name];
    if (value === undefined) throw new TemplateError(`No value for {{${name}}}`);
    return value;
  });
}
