import { festive, serious, type ToneBank } from './types.js';

/**
 * Playful as LinkedIn hears it: upbeat and energetic, with a light touch, but no puns, party words
 * or strings of emoji, which read as out of place in a professional feed.
 */
export const upbeat: ToneBank = {
  hooks: [
    festive('{event} is on the calendar, and we are glad it is.'),
    festive('A quick, cheerful note for {event}.'),
    festive('{today} marks {event}, and it puts a spring in our step.'),
    festive('Here is a bright spot in the {period}: {event}.'),
    serious('{event} is a good reason to lend a hand and share a kind word.'),
    serious('{today} marks {event}, and a good moment to do something useful together.'),
    serious('{event} is on the calendar, and it is one worth making time for.'),
    serious('A short note from our team for {event}.'),
    festive('Happy {eventName} from all of us; we are in great spirits {today}.'),
    festive('{event} is here, and our team is smiling.'),
    festive('Few dates make us as cheerful as {event}.'),
  ],
  bodies: {
    thanks: [
      festive('Everyone at {biz} wants to say a cheerful thank-you {onEvent}.'),
      festive('{biz} is marking {event} by thanking the customers who make our work a pleasure.'),
      serious('{biz} thanks everyone lending their energy to {event}.'),
      serious('{biz} is marking {event} by thanking the people who turn good intentions into action.'),
      serious('Everyone at {biz} wants to thank the people working on this all year, not only {onEvent}.'),
      festive('{biz} is celebrating {event} with a big thank-you to everyone we serve.'),
    ],
    community: [
      '{biz} is marking {event} with the community that keeps us going.',
      'At {biz}, {event} is a welcome reminder of the community around us.',
      serious('At {biz}, we are showing up for our community {onEvent}.'),
      festive('{biz} is celebrating {event} with our community, with plenty of good energy.'),
    ],
    purpose: [
      festive('At {biz}, {event} is {purpose}, and we are happy to mark it.'),
      '{event} is {purpose}, and the {biz} team is on board.',
      serious('At {biz}, {event} is {purpose}, and we are glad to play our part.'),
      serious('At {biz}, we mark {event} as {purpose}, with energy and care.'),
      festive('For the {biz} team, {event} is {purpose}, and a highlight of our year.'),
    ],
  },
  honors: [
    'Big thanks {onEvent} from everyone at {biz} to {honored}.',
    '{today}, {biz} is cheering for {honored} with a big thank-you.',
    'The {biz} team is marking {event} by thanking {honored}.',
  ],
  reflections: [
    'A positive outlook goes a long way, at work and beyond.',
    festive('Small moments of good news are worth sharing.'),
    'Energy is contagious when it is aimed at something good.',
    serious('Lending a hand is one of the best uses of a good mood.'),
    festive('Taking time to enjoy the good days makes the busy ones easier.'),
  ],
  questions: [
    'How are you marking {event}?',
    festive('What puts a smile on your face {today}?'),
    serious('What is one way you could help {onEvent}?'),
    festive('What is your favorite part of {event}?'),
  ],
  ctas: [
    festive('Share this with someone who could use a bright spot in their feed.'),
    festive('Follow {biz} for more cheerful updates.'),
    serious('Follow {biz} for more updates like this one.'),
    'Tell us in the comments how you are marking the occasion.',
    serious('Pass this on to someone who would like to help.'),
    festive('Share the good mood with your network.'),
  ],
  visits: [
    'Visit {biz} or give us a call; we are always glad to help.',
    'Stop by {biz} {onEvent}, or call us; our team is ready to help.',
    serious('We are open {onEvent}; call or visit with any questions.'),
    festive('Come by {biz} for {event}, or call us to say hello.'),
  ],
  signoffs: [
    festive('Cheerfully, the {biz} team'),
    festive('With a smile, {biz}'),
    'All the best, {biz}',
    serious('With care, the {biz} team'),
  ],
  emoji: { festive: ['🙂', '✨', '🙌'], neutral: ['🤝', '🌱'] },
  emojiRate: 0.3,
  casual: false,
  informs: false,
};
