import type { CalendarEventItem, EventKind } from '../../../contract/calendar.js';
import {
  type ImageStyleName,
  STYLE_FOR_SOLEMN_DAYS,
  stylesLeftOutFor,
  tonesLeftOutFor,
} from '../../../contract/options.js';
import type { GenerateRequest } from '../../../contract/posts.js';
import { AppError } from '../../core/errors.js';

/**
 * Appended to every prompt written for a solemn day, whatever the agency's templates say: a day of
 * remembrance or against a harm is never celebrated or sold to.
 */
export const SOLEMN_DAY_INSTRUCTION =
  'This is a solemn day of remembrance. Write respectfully and soberly: no emoji, no jokes, no "Happy …" greeting, and no call to buy anything.';

/** What a day is called in a refusal of an option that does not suit it. */
const DAY_OF_KIND: Partial<Record<EventKind, string>> = {
  solemn: 'a day of remembrance',
  awareness: 'an awareness day',
};

/**
 * A playful tone on a solemn day, or a party picture on a solemn or awareness day, is refused before anything is
 * written.
 */
export function refuseUnsuitableOption(request: GenerateRequest, kind: EventKind | undefined): void {
  const option = request.option;
  if (kind === undefined || option === undefined) return;
  const writes = request.action === 'social' || request.action === 'tone';
  const refused =
    (writes && tonesLeftOutFor(kind).some((tone) => tone === option) && 'tone') ||
    (request.action === 'image' && stylesLeftOutFor(kind).some((style) => style === option) && 'style');
  if (refused) {
    throw AppError.of(
      'invalid_input',
      `A ${option.toLowerCase()} ${refused} does not suit ${DAY_OF_KIND[kind] ?? 'this day'}. Choose another ${refused}.`,
      { field: 'option' },
    );
  }
}

/** The style of a picture for any other day when the request names none. */
const EVERYDAY_STYLE: ImageStyleName = 'Minimal';

/** A picture asked for without a style is drawn in the day's own: quiet on a solemn day. */
export function withDayStyle(request: GenerateRequest, kind: EventKind | undefined): GenerateRequest {
  if (request.action !== 'image' || request.option !== undefined) return request;
  return { ...request, option: kind === 'solemn' ? STYLE_FOR_SOLEMN_DAYS : EVERYDAY_STYLE };
}

/**
 * The prompt as filled from the template, with what the calendar knows of the day: its line about what the
 * day is for, and the instruction for a solemn day.
 */
export function promptForDay(prompt: string, day: CalendarEventItem | undefined): string {
  const notes = [
    ...(day?.about ? [`About the day: ${day.about}`] : []),
    ...(day?.kind === 'solemn' ? [SOLEMN_DAY_INSTRUCTION] : []),
  ];
  return notes.length > 0 ? `${prompt}\n\n${notes.join('\n')}` : prompt;
}
