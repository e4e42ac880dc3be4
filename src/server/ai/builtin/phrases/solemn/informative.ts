import { solemnBank } from '../types.js';

/** Informative on a solemn day: what the day is and why it is kept, said plainly. */
export const informativeSolemn = solemnBank({
  hooks: [
    '{event} {fallsOn}, a day of remembrance.',
    '{today} is {event}, a day of remembrance.',
    'What is {event}? A day to reflect, and to think of {remembered}.',
    '{event} is observed each year as a day of reflection and solidarity.',
  ],
  bodies: [
    'At {biz}, we join others in remembering {remembered}.',
    'The team at {biz} is taking a moment {onEvent} to reflect and to learn.',
    'Today our thoughts are with {remembered}, from the team at {biz}.',
    '{biz} marks {event} by remembering {remembered}.',
  ],
  reflections: [
    'Learning the history behind {event} is one way to honor it.',
    'Days of remembrance keep history present, so that its lessons are not lost.',
    'Many communities keep the day with a moment of silence or a reading of names.',
  ],
  questions: [
    'Do you know the history behind {event}?',
    'Where can you learn more about {event}? Local libraries and museums are a good start.',
  ],
  ctas: [
    'Learn more about {event} and share what you learn.',
    'Take a moment {today} to read about the history of {event}.',
  ],
  visits: [
    'Our regular hours apply {today}, and our team joins in a moment of reflection.',
    'We are open as usual, and our thoughts are with {remembered}.',
    '{biz} keeps its regular hours {onEvent}, and our team joins in a moment of reflection.',
  ],
  signoffs: ['The {biz} team', 'With respect, {biz}'],
});
