import type { GenerateRequest } from '../../../contract/posts.js';
import type { TemplateValues } from '../../ai/templates.js';
import type { LocationScope } from '../../platform/scope.js';

// Built once: constructing an Intl formatter costs more than the rest of a request's preparation.
const PROMPT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Friday, October 16, 2026": how the day reads in a prompt. */
export function readableDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return PROMPT_DATE.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)));
}

/** The placeholders every action's template may use. */
export function promptValues(request: GenerateRequest, scope: LocationScope): TemplateValues {
  return {
    event: request.event.title,
    date: readableDate(request.event.date),
    hashtags: request.event.hashtags.join(' '),
    business: scope.location.businessName,
    platform: request.platform,
  };
}
