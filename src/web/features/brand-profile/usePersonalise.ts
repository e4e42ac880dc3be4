import { useQuery } from '@tanstack/react-query';
import type { PersonaliseFrom } from '../posts/share';
import { usePersonaliseUrl } from '../posts/usePersonaliseUrl';
import { brandProfileQuery } from './queries';

/**
 * What Personalise does on a card: nothing once the business has a brand profile (the button is
 * hidden); otherwise the agency's own connect page where it set one, else the built-in form.
 */
export type Personalise = { kind: 'hidden' } | { kind: 'external'; url: string } | { kind: 'form' };

export function usePersonalise(locationId: string | undefined, from: PersonaliseFrom): Personalise {
  const profile = useQuery({ ...brandProfileQuery(locationId ?? ''), enabled: locationId !== undefined });
  const external = usePersonaliseUrl(locationId, from);
  if (!locationId || profile.isPending || profile.data?.exists) return { kind: 'hidden' };
  // When the profile cannot be read, the agency's connect page is still offered, as before.
  return external ? { kind: 'external', url: external } : { kind: 'form' };
}
