import { type core, z } from 'zod';

/** A count with its noun, singular for one: "1 character", "200 characters". */
const counted = (count: number | bigint, noun: string) => `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;

const NOUNS: Readonly<Record<string, string>> = {
  string: 'character',
  array: 'item',
  set: 'item',
  file: 'byte',
};

const FORMATS: Readonly<Record<string, string>> = {
  email: 'must be a valid e-mail address',
  url: 'must be a web address starting with https://',
  uuid: 'is not a valid id',
  date: 'must be a date such as 2026-10-16',
  datetime: 'must be a date and time such as 2026-10-16T09:00:00Z',
};

/**
 * The contract's refusals in the words a form shows under a field's label (and the API after the field's
 * name): "must be at most 200 characters", not zod's "Too big: expected string to have <=200 characters".
 * A schema's own message, where it has one, comes first; anything not listed keeps zod's.
 */
function fieldMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big': {
      const noun = NOUNS[issue.origin];
      if (noun) return `must be at most ${counted(issue.maximum, noun)}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false
          ? `must be less than ${issue.maximum}`
          : `must be at most ${issue.maximum}`;
      return undefined;
    }
    case 'too_small': {
      const noun = NOUNS[issue.origin];
      if (issue.origin === 'string' && issue.minimum === 1) return 'is required';
      if (noun) return `must be at least ${counted(issue.minimum, noun)}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false
          ? `must be more than ${issue.minimum}`
          : `must be at least ${issue.minimum}`;
      return undefined;
    }
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? (issue.format === 'regex' ? 'is not in the expected form' : undefined);
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not take: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** Sets the contract's messages for every schema; the server and the web app call it once as they start. */
export function applyContractMessages(): void {
  z.config({ customError: fieldMessage });
}
