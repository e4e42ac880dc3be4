import { solemnBank } from '../types.js';

/** Professional on a solemn day: measured and formal, a statement of respect. */
export const professionalSolemn = solemnBank({
  hooks: [
    '{today} marks {event}.',
    '{event} is observed {when}, a day of remembrance and reflection.',
    'We pause {onEvent} to reflect, with our thoughts on {remembered}.',
    '{event}: a day to remember and to stand together.',
  ],
  bodies: [
    'At {biz}, our thoughts are with {remembered} {today}.',
    'The team at {biz} joins others in remembering {remembered}.',
    '{biz} stands in solidarity with {remembered}.',
    'Everyone at {biz} is taking a moment {onEvent} to reflect.',
    '{biz} observes {event} with respect for {remembered}.',
  ],
  reflections: [
    'Remembrance is a shared responsibility, and it matters.',
    'Days like this ask us to remember, to listen and to learn.',
    'Reflection on the past helps shape a more just future.',
  ],
  questions: [
    'How will you observe {event}?',
    'We invite you to take a moment of reflection with us {today}.',
    'How will you take time to reflect {today}?',
  ],
  ctas: [
    'We encourage everyone to take a moment to reflect {today}.',
    'Learn more about {event} and why it is observed.',
    'Please share this message of remembrance.',
  ],
  visits: [
    'Our regular hours apply {today}, and our thoughts are with {remembered}.',
    'We remain open during regular hours and join our community in remembrance.',
    'Our team is here as usual, and we join others in a moment of reflection.',
    '{biz} is open during regular hours {onEvent}, and joins our community in remembrance.',
  ],
  signoffs: ['With respect, {biz}', 'The {biz} team', 'In remembrance, the team at {biz}'],
});
