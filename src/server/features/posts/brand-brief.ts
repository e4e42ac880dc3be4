import { businessNoun } from '../../../contract/brand-profile.js';
import type { EventKind } from '../../../contract/calendar.js';
import type { Brand } from '../brand-profile/service.js';

/**
 * The brand profile as a model reads it, appended to every prompt that writes or pictures a post, so an
 * agency's own templates get it too. A solemn day names what the business is, never what it sells.
 */
export function brandInstruction({ values }: Brand, kind: EventKind | undefined): string {
  const lines = [`About the business: it is a ${businessNoun(values)}.`];
  if (values.offers.length > 0) {
    lines.push('What it offers:');
    for (const offer of values.offers) lines.push(`- ${offer.name}${offer.line ? `: ${offer.line}` : ''}`);
  }
  if (values.audience) lines.push(`Its customers: ${values.audience}.`);
  if (values.voice) lines.push(`Its voice: ${values.voice}.`);
  if (values.avoid.trim()) lines.push(`Never use these words: ${values.avoid.trim()}.`);
  if (values.hours) lines.push(`Opening hours: ${values.hours}.`);
  if (values.address) lines.push(`Address: ${values.address}.`);
  if (values.website) lines.push(`Website: ${values.website}.`);
  lines.push(
    kind === 'solemn'
      ? 'Say what kind of business is speaking, but name nothing it sells.'
      : 'Name the product or service that best fits the day, in a way that suits the platform.',
  );
  return lines.join('\n');
}

/** The prompt with the business's profile, when it has one. */
export function promptForBrand(prompt: string, brand: Brand | null, kind: EventKind | undefined): string {
  return brand ? `${prompt}\n\n${brandInstruction(brand, kind)}` : prompt;
}
