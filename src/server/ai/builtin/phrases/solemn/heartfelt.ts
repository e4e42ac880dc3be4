import { solemnBank } from '../types.js';

/** Heartfelt on a solemn day: gentle and personal, with room for grief. */
export const heartfeltSolemn = solemnBank({
  hooks: [
    '{today} is {event}, and our hearts are with {remembered}.',
    '{event} is a day for remembering, gently and together.',
    'We remember {onEvent}.',
    'Some days ask us to be still, and {event} is one of them.',
  ],
  bodies: [
    'Today our thoughts are with {remembered}, with love from all of us at {biz}.',
    'All of us at {biz} hold {remembered} close in our hearts {today}.',
    'We at {biz} join others in remembering {remembered}.',
    '{onEvent}, our hearts at {biz} are with {remembered}.',
  ],
  reflections: [
    'Grief and love are never far apart.',
    'Remembering is one of the ways we keep people close.',
    'Be gentle with yourself and with one another {today}.',
  ],
  questions: [
    'If this day is heavy for you, please know you are not alone.',
    'Who are you holding in your thoughts {today}?',
    'Take a moment for yourself and for those you remember.',
  ],
  ctas: [
    'Please take a quiet moment {today} to remember.',
    'Reach out to someone who may be finding this day hard.',
    'Share this if you would like others to remember too.',
  ],
  visits: [
    'Our doors are open as usual, and our hearts are with all who remember.',
    'We are here as usual {today}, and we remember with you.',
    'Our doors are open {onEvent}, and we remember with you.',
  ],
  signoffs: ['With love and respect, the {biz} team', 'Thinking of you, everyone at {biz}'],
});
