import type { UpcomingDay } from '../../ai/builtin/assistant.js';
import { dateInZone } from '../../core/date-in-zone.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import type { ChatDeps } from './deps.js';

/** How far ahead the assistant looks in the calendar. */
const DAYS_AHEAD = 7;
const MS_PER_DAY = 86_400_000;

/** The calendar's days this week, from today in the location's time zone, across a new year. */
export async function upcomingDays(
  deps: ChatDeps,
  principal: Principal,
  scope: LocationScope,
): Promise<UpcomingDay[]> {
  const today = dateInZone(deps.clock(), scope.location.timeZone);
  const last = new Date(new Date(`${today}T00:00:00Z`).getTime() + (DAYS_AHEAD - 1) * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
  const years = [...new Set([Number(today.slice(0, 4)), Number(last.slice(0, 4))])];
  const bodies = await Promise.all(years.map((year) => deps.calendar.forLocation(principal, scope, year)));
  return bodies
    .flatMap((body) => body.events)
    .filter((event) => event.date >= today && event.date <= last)
    .map(({ date, title, hashtags, kind }) => ({ date, title, hashtags, kind }));
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
