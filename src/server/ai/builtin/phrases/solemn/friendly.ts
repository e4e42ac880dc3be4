import { solemnBank } from '../types.js';

/** Friendly on a solemn day: warm and plain, like a neighbor who stops to remember with you. */
export const friendlySolemn = solemnBank({
  hooks: [
    '{today} is {event}, a day to remember and reflect.',
    '{event} is a day to pause and remember.',
    'We are taking a quiet moment {onEvent}.',
    '{today} we pause for {event}.',
  ],
  bodies: [
    'Today our thoughts are with {remembered}, from all of us at {biz}.',
    'Everyone at {biz} is keeping {remembered} in our thoughts {today}.',
    'All of us at {biz} join our neighbors in remembering {remembered}.',
    'From everyone at {biz}: we are thinking of {remembered}.',
    '{onEvent}, all of us at {biz} are remembering {remembered}.',
  ],
  reflections: [
    'Remembering together is one way we keep their stories alive.',
    'A quiet moment of reflection can mean more than many words.',
    'Take care of one another {today}.',
  ],
  questions: [
    'If {event} touches you or your family, please know you are not alone.',
    'Will you take a moment to remember with us {today}?',
    'How are you taking a moment to reflect {today}?',
  ],
  ctas: [
    'Take a quiet moment {today} to remember.',
    'Share this to help keep the memory alive.',
    'Please take a moment to learn more about {event}.',
  ],
  visits: [
    'Our doors are open as usual, and we will keep a quiet moment {onEvent}.',
    'We are here as usual {today}, and we pause with our community to remember.',
    'Our hours are unchanged, and we join our neighbors in a moment of reflection.',
  ],
  signoffs: [
    'With respect, the {biz} team',
    'In remembrance, everyone at {biz}',
    'Thinking of you, your friends at {biz}',
  ],
});
