import { serious, type ToneBank } from './types.js';

/** Informative: fact-like framing about the day, clear and useful. */
export const informative: ToneBank = {
  hooks: [
    '{event} is observed {when}.',
    'This year, {event} {fallsOn}.',
    '{event} {year} {fallsOn}.',
    'Did you know? {today} is {event}.',
    '{today} marks {event}.',
    'Quick note for your calendar: {event} is {when}.',
    'Worth knowing: {event} is {when} this year.',
    '{event} is on the calendar, and it is worth a closer look.',
    'Spotlight on {event}.',
    '{event} is one of the observances that bring communities together around a shared topic.',
  ],
  bodies: [
    '{biz} is glad to help spread the word.',
    'At {biz}, we keep an eye on dates like this because they matter to the people we serve.',
    '{biz} is marking {event} by passing the word along to our community.',
    'Here at {biz}, we see {event} as a good opportunity to learn something new and pass it along.',
    '{biz} recognizes {event} and encourages everyone to take a closer look at what it represents.',
    'The team at {biz} put together this short note for anyone curious about the occasion.',
    'For our customers and neighbors, {biz} is highlighting {event} {today}.',
    'At {biz}, we find that knowing the story behind an occasion makes it easier to take part.',
  ],
  reflections: [
    'Observances like {event} give people a shared moment to learn, talk and take part.',
    'Many dates on the calendar began as a way to draw attention to a cause, a tradition or a community.',
    'Days like this are a simple way to start a conversation and share what you know.',
    serious(
      'Awareness dates tend to work best when people pass the message on to friends, family and colleagues.',
    ),
    'Traditions stay alive when people share them with friends, family and colleagues.',
    'Occasions like this are marked in many ways, from community events to small personal traditions.',
    'Learning why a date matters is the easiest way to make it stick.',
    'Taking part can be as simple as reading up, sharing a post or starting a conversation.',
    'Recognized dates help keep important topics and traditions in the public conversation.',
  ],
  questions: [
    'Did you already have {event} on your calendar?',
    "What's one thing you've learned about {event}?",
    'How do people in your community usually mark {event}?',
    'Is {event} something you mark every year?',
  ],
  ctas: [
    'Save this post as a reminder and share it with someone who would find it useful.',
    'Follow {biz} for more dates worth knowing.',
    'Share what you know in the comments.',
    "Add {event} to your calendar so it doesn't slip by.",
    'Read up, share what you learn and pass it on.',
    'Have a question? Send us a message and our team will get back to you.',
  ],
  visits: [
    'Visit {biz} or call us for details about our hours and services.',
    'Questions? Call us or stop by {biz}, and our team will be happy to help.',
    'For more information, contact us by phone or visit us in person.',
    'Plan your visit: stop by {biz} or give us a call before you come.',
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
};
