import { type Entry, festive, solemn } from './types.js';

/** Pinterest: descriptive, keyword-rich first lines that name the event and the business. */
export const PINTEREST_DESCRIPTIONS: Entry[] = [
  'Marking {event} with {biz}: a moment to learn, share and take part.',
  '{event} at {biz}: thoughts, ideas and simple ways to get involved.',
  'Save this {eventName} reminder from {biz} and share it with your community.',
  '{eventName} ideas, reminders and inspiration from the team at {biz}.',
  festive('{eventName} ideas and inspiration from {biz}.'),
  festive('Celebrate {event} with inspiration from {biz}: ideas to share, save and enjoy.'),
  festive('Looking for {event} inspiration? Start here with {biz}.'),
  festive('Simple, feel-good {eventName} ideas from the team at {biz}.'),
  solemn('{event}: a moment of remembrance from {biz}.'),
  solemn('{onEvent}, {biz} remembers {remembered}.'),
  solemn('{event}, observed in quiet reflection by {biz}.'),
];

/** Pinterest: the event's hashtags as plain words, which is what people search pins by. */
export const PINTEREST_KEYWORDS: Entry[] = [
  'Related topics: {keywords}.',
  'More on this: {keywords}.',
  festive('Good for boards on {keywords}.'),
  solemn('Related topics: {keywords}.'),
];

export const PINTEREST_SAVES: Entry[] = [
  'Save this pin for {event}.',
  'Save this pin and pass it on.',
  'Pin it now and come back to it {onEvent}.',
  'Save it to your {eventName} board.',
  festive("Save it for later and share it with someone who'd love it."),
  solemn('Save this pin as a reminder to pause {onEvent}.'),
  solemn('Save this pin and pass it on, so more people remember.'),
];

/** Date lines for listings and pins. */
export const DATE_LINES: Entry[] = [
  'Mark your calendar: {event} is {when}.',
  'This year, {event} {fallsOn}.',
  '{event} {year} {fallsOn}.',
  'Save the date: {date}.',
  'Mark your calendar for {date}.',
  solemn('{event} is observed {when} this year.'),
  solemn('This year, {event} {fallsOn}.'),
  solemn('{event} {year} {fallsOn}.'),
];

/** Google Business Profile: a practical line about finding the business. */
export const LISTING_NOTES: Entry[] = [
  'Find our hours and directions right here on our profile.',
  'Check our opening hours on this profile before you visit.',
  'Directions and opening hours are listed on our profile.',
  solemn('Our opening hours are listed on this profile.'),
  solemn('Opening hours and directions are on our profile.'),
];

/** TikTok: very short hooks in the platform's own idiom. */
export const TIKTOK_HOOKS: Entry[] = [
  'Come with us to mark {event}.',
  festive('{event}, but make it {biz}.'),
  festive("POV: it's {event} at {biz}."),
  festive('Day in the life at {biz}: {event} edition.'),
  festive('{event} at {biz} hits different.'),
];
