import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { fieldSentence } from '../api/field-sentence';

/**
 * Validates a Mantine form with a contract schema, so a rule and its message are written once, where
 * the server checks them too. Each field shows the first message about it, as a sentence.
 */
export function zodResolver<Values>(schema: z.ZodType<unknown, Values>): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    const errors: FormErrors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = fieldSentence(issue.message);
    }
    return errors;
  };
}
