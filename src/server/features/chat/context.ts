import { DAYS_AHEAD, DAYS_FOUND_AHEAD, type UpcomingDay } from '../../ai/builtin/assistant-brief.js';
import { addDays } from '../../core/calendar-days.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import type { ChatDeps } from './deps.js';

/** The calendar from today: this week's days, and the year's after them. */
export interface DaysAhead {
  week: UpcomingDay[];
  later: UpcomingDay[];
}

/**
 * The calendar's days from today (in the location's time zone) for a week, and after it for the rest of a year,
 * across a new year.
 */
export async function daysAhead(
  deps: ChatDeps,
  principal: Principal,
  scope: LocationScope,
  today: string,
): Promise<DaysAhead> {
  const lastOfWeek = addDays(today, DAYS_AHEAD - 1);
  const last = addDays(today, DAYS_FOUND_AHEAD - 1);
  const years = [...new Set([Number(today.slice(0, 4)), Number(last.slice(0, 4))])];
  const bodies = await Promise.all(years.map((year) => deps.calendar.forLocation(principal, scope, year)));
  const days = bodies
    .flatMap((body) => body.events)
    .filter((event) => event.date >= today && event.date <= last)
    .map(({ date, title, hashtags, kind, about }) => ({
      date,
      title,
      hashtags,
      kind,
      ...(about ? { about } : {}),
    }));
  return {
    week: days.filter((day) => day.date <= lastOfWeek),
    later: days.filter((day) => day.date > lastOfWeek),
  };
}

/** The assistant's instructions for a language model: who it helps, and the week ahead. */
export function systemPrompt(scope: LocationScope, upcoming: readonly UpcomingDay[]): string {
  const { location } = scope;
  const place = [location.address, location.country].filter(Boolean).join(', ');
  const days = upcoming.map((day) => `- ${day.date}: ${day.title} (${day.kind})`).join('\n');
  return [
    `You are the social media assistant of ${location.businessName}${place ? `, ${place}` : ''}.`,
    'You help its owner plan and write social media posts, reply to customers and reviews, and shorten or improve texts.',
    'Answer in plain text without markdown headings, briefly and concretely, in the language the owner writes in.',
    'On a day of remembrance or mourning, never suggest celebrating, offers or emoji.',
    days ? `The calendar's days this week:\n${days}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
