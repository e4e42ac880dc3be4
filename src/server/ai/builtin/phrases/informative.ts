import { festive, serious, type ToneBank } from './types.js';

/**
 * Informative: says what the day is, from what the calendar knows about it ({about}, {fact}),
 * clear and useful. Every opening line carries what kind of day it is.
 */
export const informative: ToneBank = {
  hooks: [
    '{event} is {about}.',
    'Did you know? {event} is {about}.',
    '{today} marks {event}, {about}.',
    'Worth knowing: {event} is {about}.',
    'Here is what to know about {event}: it is {about}.',
    'Spotlight on {event}, {about}.',
    'Quick fact: {event} is {about}.',
  ],
  bodies: {
    thanks: [
      '{biz} thanks everyone who takes a moment to learn about {event}.',
      'At {biz}, we are thankful for customers who share what they know {onEvent}.',
      'Thanks for reading along; {biz} is glad to help spread the word about {event}.',
      serious('{biz} thanks the people whose work gives {event} its meaning.'),
      festive('{biz} thanks everyone keeping the traditions of {event} alive.'),
    ],
    community: [
      '{biz} is marking {event} by passing the word along to our community.',
      'For our community, {biz} is highlighting {event} {today}.',
      'At {biz}, we keep an eye on dates like {event} because they matter to our community.',
      serious('{biz} encourages our community to take a closer look at what {event} stands for.'),
      festive('{biz} is sharing the story of {event} with our community.'),
    ],
    purpose: [
      'At {biz}, we see {event} as {purpose}.',
      '{event} is {purpose}, and {biz} is glad to share a few words about it.',
      'The team at {biz} put together this note on {event}: {purpose}.',
      serious('{biz} recognizes {event} as {purpose}.'),
      festive('For {biz}, {event} is {purpose}, with traditions worth knowing.'),
    ],
  },
  honors: [
    '{event} honors {honored}, and {biz} joins in thanking them.',
    '{biz} thanks {honored}, whose work {event} recognizes.',
    '{event} is a chance to thank {honored}, and {biz} is glad to do so.',
  ],
  reflections: [
    '{fact}',
    'Observances like {event} give people a shared moment to learn, talk and take part.',
    'Many dates on the calendar began as a way to draw attention to a cause, a tradition or a group of people.',
    'Days like this are a simple way to start a conversation and share what you know.',
    'Learning why a date matters is the easiest way to make it stick.',
    'Taking part can be as simple as reading up, sharing a post or starting a conversation.',
    'Recognized dates help keep important topics and traditions in the public conversation.',
    serious(
      'Awareness dates tend to work best when people pass the message on to friends, family and neighbors.',
    ),
    festive('Traditions stay alive when people share them with friends and family.'),
    festive('Occasions like this are marked in many ways, from big events to small personal traditions.'),
  ],
  questions: [
    'Did you already have {event} on your calendar?',
    "What's one thing you've learned about {event}?",
    'How do people around you usually mark {event}?',
    'Is {event} something you mark every year?',
    serious('What would you tell a friend about {event}?'),
    festive('Which {eventName} tradition do you know best?'),
  ],
  ctas: [
    'Save this post as a reminder and share it with someone who would find it useful.',
    'Follow {biz} for more dates worth knowing.',
    'Share what you know in the comments.',
    'Read up, share what you learn and pass it on.',
    'Have a question? Send us a message and our team will get back to you.',
    serious('Look up one fact about {event} and share it.'),
    festive('Share a favorite {eventName} tradition in the comments.'),
  ],
  visits: [
    'Visit {biz} or call us for details about our hours and services.',
    'Questions? Call us or stop by {biz}, and our team will be happy to help.',
    'For more information, contact us by phone or visit us in person.',
    'Plan your visit: stop by {biz} or give us a call before you come.',
    'Call {biz} before you visit {onEvent} to check our hours.',
    serious('{biz} is open {onEvent}; call or visit for our hours and services.'),
    festive('Planning to visit for {event}? Call {biz} for our hours.'),
  ],
  signoffs: [
    'Brought to you by {biz}',
    'Stay informed, from the team at {biz}',
    'The {biz} team',
    'Thanks for reading. {biz}',
  ],
  emoji: { festive: ['📅', '📌', '💡', '🗓️', '📣'], neutral: ['📅', '📌', '💡'] },
  emojiRate: 0.5,
  casual: false,
  informs: true,
};
