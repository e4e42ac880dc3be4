import { Alert } from '@mantine/core';
import type { BrandProfileAnswer } from '../../../contract/brand-profile';

/**
 * Says that a profile on screen is only a suggestion until it is saved: one started from the business's name
 * already shows products, which posts do not name before it is saved.
 */
export function NotSavedYet({ answer }: { answer: BrandProfileAnswer }) {
  if (answer.exists) return null;
  return (
    <Alert color="blue" title="Not saved yet">
      {answer.profile.category === 'other'
        ? 'Tell us about your business and save it: posts and pictures follow your profile once it is saved.'
        : 'We started it from your business name. Check it and save it: posts and pictures follow it once it is saved.'}
    </Alert>
  );
}
