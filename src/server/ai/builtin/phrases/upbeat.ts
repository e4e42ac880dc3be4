import { festive, serious, type ToneBank } from './types.js';

/**
 * Playful as LinkedIn hears it: upbeat and energetic, with a light touch, but no puns, party words
 * or strings of emoji, which read as out of place in a professional feed.
 */
export const upbeat: ToneBank = {
  hooks: [
    '{event} is on the calendar, and we are glad it is.',
    'A quick, cheerful note for {event}.',
    '{today} marks {event}, and it puts a spring in our step.',
    'Here is a bright spot in the {period}: {event}.',
    serious('{event} is a good reason to lend a hand and share a kind word.'),
    festive('Happy {eventName} from all of us; we are in great spirits {today}.'),
    festive('{event} is here, and our team is smiling.'),
    festive('Few dates make us as cheerful as {event}.'),
  ],
  bodies: {
    thanks: [
      'Everyone at {biz} wants to say a cheerful thank-you {onEvent}.',
      '{biz} is marking {event} by thanking the customers who make our work a pleasure.',
      serious('{biz} thanks everyone lending their energy to {event}.'),
      festive('{biz} is celebrating {event} with a big thank-you to everyone we serve.'),
    ],
    community: [
      '{biz} is marking {event} with the community that keeps us going.',
      'At {biz}, {event} is a welcome reminder of the community around us.',
      serious('At {biz}, we are showing up for our community {onEvent}.'),
      festive('{biz} is celebrating {event} with our community, with plenty of good energy.'),
    ],
    purpose: [
      'At {biz}, {event} is {purpose}, and we are happy to mark it.',
      '{event} is {purpose}, and the {biz} team is on board.',
      serious('At {biz}, we mark {event} as {purpose}, with energy and care.'),
      festive('For the {biz} team, {event} is {purpose}, and a highlight of our year.'),
    ],
  },
  reflections: [
    'A positive outlook goes a long way, at work and beyond.',
    'Small moments of good news are worth sharing.',
    'Energy is contagious when it is aimed at something good.',
    serious('Lending a hand is one of the best uses of a good mood.'),
    festive('Taking time to enjoy the good days makes the busy ones easier.'),
  ],
  questions: [
    'How are you marking {event}?',
    'What puts a smile on your face {today}?',
    serious('What is one way you could help {onEvent}?'),
    festive('What is your favorite part of {event}?'),
  ],
  ctas: [
    'Share this with someone who could use a bright spot in their feed.',
    'Follow {biz} for more cheerful updates.',
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
  signoffs: ['Cheerfully, the {biz} team', 'With a smile, {biz}', 'All the best, {biz}'],
  emoji: { festive: ['🙂', '✨', '🙌'], neutral: ['🤝', '🌱'] },
  emojiRate: 0.3,
  casual: false,
  informs: false,
};
