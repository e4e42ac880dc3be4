import { solemnBank } from '../types.js';

/** Inspirational on a solemn day: hope that grows out of remembering, never out of cheer. */
export const inspirationalSolemn = solemnBank({
  hooks: [
    '{today} is {event}, a day to remember and to hope for a better world.',
    '{onEvent}, we remember.',
    '{event} reminds us that remembering is an act of hope.',
    '{event} asks us to remember, and to carry the lessons forward.',
  ],
  bodies: [
    'At {biz}, we join others in remembering {remembered}, and in hoping for a kinder future.',
    'Today our thoughts are with {remembered}, from everyone at {biz}.',
    'Everyone at {biz} stands in solidarity with {remembered} {today}.',
    '{onEvent}, we at {biz} remember {remembered}, and we hope for peace.',
  ],
  reflections: [
    'Memory carries lessons forward, so that they are never forgotten.',
    'Peace begins with remembering.',
    'What we remember together, we can work to protect together.',
  ],
  questions: [
    'What will you carry forward from {event}?',
    'Let this be a day to remember, and a day to choose compassion.',
    'How can we honor their memory in the way we live?',
  ],
  ctas: [
    'Take a moment of silence {today}, and carry the memory forward.',
    'Share this so that more people remember.',
    'Pause, reflect and hold one another close.',
  ],
  visits: [
    'Our doors are open as usual, and we stand with our community in remembrance.',
    'We are here as usual {today}, and our thoughts are with all who remember.',
    'We are open as usual {onEvent}, and we stand with our community in remembrance.',
  ],
  signoffs: ['In remembrance and hope, the {biz} team', 'With respect, everyone at {biz}'],
});
