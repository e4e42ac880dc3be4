import { describe, expect, it } from 'vitest';
import { BAKERY_BRIEF } from '../../test/brand-briefs.js';
import { calendarDatesIn } from './asked-dates.js';
import { builtinAnswer } from './assistant.js';
import type { AssistantBrief } from './assistant-brief.js';

/** The week from Thursday, November 26, 2026. */
const WEEK: AssistantBrief['upcoming'] = [
  {
    date: '2026-11-26',
    title: 'National Cake Day',
    hashtags: ['#NationalCakeDay', '#Cake'],
    kind: 'celebration',
  },
  { date: '2026-11-27', title: 'Black Friday', hashtags: ['#BlackFriday', '#ShopSmall'], kind: 'commercial' },
  { date: '2026-11-27', title: 'Maize Day', hashtags: ['#MaizeDay'], kind: 'celebration' },
  { date: '2026-11-27', title: 'Buy Nothing Day', hashtags: ['#BuyNothingDay'], kind: 'awareness' },
  {
    date: '2026-11-28',
    title: 'Small Business Saturday',
    hashtags: ['#SmallBusinessSaturday'],
    kind: 'commercial',
  },
  { date: '2026-11-29', title: 'First Sunday of Advent', hashtags: ['#Advent'], kind: 'religious' },
];
const BRIEF: AssistantBrief = {
  businessName: 'Sunrise Bakery',
  today: '2026-11-26',
  upcoming: WEEK,
  later: [],
  message: '',
};
const LATER: AssistantBrief['later'] = [
  { date: '2026-12-04', title: 'National Cookie Day', hashtags: ['#NationalCookieDay'], kind: 'celebration' },
  { date: '2026-12-24', title: 'Christmas Eve', hashtags: ['#ChristmasEve'], kind: 'religious' },
  { date: '2026-12-25', title: 'Christmas Day', hashtags: ['#Christmas'], kind: 'religious' },
];
const EMOJI = /\p{Extended_Pictographic}/u;
const ask = (message: string) =>
  builtinAnswer({ businessName: 'Sunrise Bakery', today: '2026-11-26', upcoming: WEEK, later: [], message })
    .text;

describe('the built-in assistant', () => {
  it('says a date no calendar has is not one, free, rather than writing for another day', () => {
    const answer = builtinAnswer({ ...BRIEF, message: 'Write a post for February 30' });
    expect(answer).toEqual({
      kind: 'guidance',
      text: 'There is no February 30: February has 28 days, 29 in a leap year. Ask for another day.',
    });
    expect(ask('ideas for the 31st of June')).toBe(
      'There is no June 31: June has 30 days. Ask for another day.',
    );
    expect(ask('post for Feb 29')).toBe(
      'February 29 comes only in a leap year, and the next is further ahead than the calendar I plan from. Ask for another day.',
    );
  });

  it('gives a day of the calendar its own hashtags, not one per word of its name', () => {
    const reply = ask('hashtags for National Cake Day');
    // Only the day's: another day's hashtags would be more to sort through.
    expect(reply).toBe('Hashtags for National Cake Day: #NationalCakeDay #Cake');
  });

  it('makes a tag of each word of a topic that means something alone, and none of "day" or "national"', () => {
    const reply = ask('hashtags for National Sourdough Day');
    expect(reply).toMatch(/^Hashtags for National Sourdough Day: #NationalSourdoughDay #Sourdough\n/);
  });

  it('gives a day further ahead its own hashtags: "hashtags for Christmas Eve"', () => {
    const reply = builtinAnswer({ ...BRIEF, later: LATER, message: 'hashtags for Christmas Eve' }).text;
    expect(reply).toBe('Hashtags for Christmas Eve: #ChristmasEve');
  });

  it('makes no tag of "new" alone', () => {
    expect(ask('hashtags for new year')).toMatch(/^Hashtags for new year: #NewYear\n/);
  });

  it('gives ideas for the day asked about, every event of it: "what should I post on Friday?"', () => {
    const reply = ask('What should I post on Friday?');
    expect(reply).toMatch(/^Post ideas for Sunrise Bakery for Friday, November 27:\n/);
    for (const title of ['Black Friday', 'Maize Day', 'Buy Nothing Day']) expect(reply).toContain(title);
    expect(reply).not.toContain('National Cake Day');
    expect(reply).not.toContain('Small Business Saturday');
  });

  it('reads a day named in the message as that day: "ideas for Small Business Saturday"', () => {
    expect(ask('ideas for Small Business Saturday')).toMatch(
      /^Post ideas for Sunrise Bakery for Saturday, November 28:\n\n• Saturday, November 28, Small Business Saturday/,
    );
    expect(ask('ideas for Friday and Saturday')).toMatch(
      /for Friday, November 27 and Saturday, November 28:/,
    );
  });

  it('reads the Friday of Black Friday as part of its name, not as the next Friday, when Black Friday is not this week', () => {
    const reply = builtinAnswer({
      businessName: 'Sunrise Bakery',
      later: [],
      today: '2026-11-26',
      upcoming: WEEK.filter((day) => day.title !== 'Black Friday'),
      message: 'ideas for Black Friday deals',
    }).text;
    expect(reply).toMatch(/^Post ideas for Sunrise Bakery for the days coming up:/);
  });

  it('answers any way of asking about a day: "What do I post on Friday?", "suggestions for Saturday", "Anything for the weekend?"', () => {
    expect(ask('What do I post on Friday?')).toMatch(
      /^Post ideas for Sunrise Bakery for Friday, November 27:/,
    );
    expect(ask('suggestions for Saturday')).toMatch(
      /^Post ideas for Sunrise Bakery for Saturday, November 28:/,
    );
    expect(ask('Anything to post for the weekend?')).toMatch(
      /^Post ideas for Sunrise Bakery for Saturday, November 28 and Sunday, November 29:/,
    );
  });

  it('on a Sunday, takes "this weekend" to be today, not next Saturday too', () => {
    const reply = builtinAnswer({
      businessName: 'Sunrise Bakery',
      later: [],
      today: '2026-11-29',
      upcoming: WEEK.filter((day) => day.date >= '2026-11-29'),
      message: 'ideas for this weekend',
    }).text;
    expect(reply).toMatch(/^Post ideas for Sunrise Bakery for Sunday, November 29:/);
  });

  it('suggests a respectful note, not warm wishes, for a religious day that is observed rather than celebrated', () => {
    const reply = builtinAnswer({
      businessName: 'Sunrise Bakery',
      later: [],
      today: '2026-04-03',
      upcoming: [
        { date: '2026-04-03', title: 'Good Friday', hashtags: ['#GoodFriday'], kind: 'religious' },
        { date: '2026-04-05', title: 'Easter Sunday', hashtags: ['#Easter'], kind: 'religious' },
      ],
      message: 'ideas for next week',
    }).text;
    expect(reply).toContain('Good Friday: a respectful note for those who observe it');
    expect(reply).toContain('Easter Sunday: warm wishes to those who celebrate');
  });

  it('knows today, tomorrow and the weekend', () => {
    expect(ask('ideas for today')).toMatch(
      /^Post ideas for Sunrise Bakery for Thursday, November 26:\n\n• Thursday, November 26, National Cake Day/,
    );
    expect(ask('any ideas for tomorrow?')).toMatch(/for Friday, November 27:/);
    const weekend = ask('ideas for this weekend');
    expect(weekend).toMatch(/for Saturday, November 28 and Sunday, November 29:/);
    expect(weekend).toContain('First Sunday of Advent');
    expect(weekend).not.toContain('Black Friday');
  });

  it('says so when the day asked about has nothing, and gives the week instead', () => {
    const reply = ask('what can I post on Tuesday');
    expect(reply).toMatch(
      /^The calendar has no days on Tuesday, December 1\. Post ideas for Sunrise Bakery for the days coming up:/,
    );
    expect(reply).toContain('National Cake Day');
  });

  it('gives the week, two ideas a date, when no day is named', () => {
    const reply = ask('ideas for next week');
    expect(reply).toMatch(/^Post ideas for Sunrise Bakery for the days coming up:/);
    expect(reply).toContain('Black Friday');
    expect(reply).not.toContain('Buy Nothing Day');
    expect(reply).toMatch(/The calendar has 1 more on these dates\.$/);
  });

  it('shortens a post keeping its opening, its ending that asks the reader to come, and the business’s name', () => {
    const post = [
      'Happy Small Business Saturday from all of us to all of you!',
      'Every loaf is shaped by hand with flour from the valley, and the ovens have been on since four.',
      'Sunrise Bakery has been part of this street for twenty years.',
      'Come by for sourdough and pies.',
      '#SmallBusinessSaturday #ShopSmall',
    ].join(' ');
    const reply = ask(`Shorten this post: ${post}`);
    expect(reply).toBe(
      [
        'Happy Small Business Saturday from all of us to all of you! Sunrise Bakery has been part of this street for twenty years. Come by for sourdough and pies.',
        '#SmallBusinessSaturday #ShopSmall',
      ].join('\n\n'),
    );
  });

  it("writes the post asked for, for the day and the platform named, with the day's hashtags", () => {
    const friday = ask('Write a LinkedIn post for Friday');
    expect(friday).toMatch(/#BlackFriday/);
    expect(friday).not.toMatch(/^Post ideas|•/m);
    expect(friday).not.toMatch(EMOJI);
    const cake = ask('write me a post for National Cake Day');
    expect(cake).toContain('#NationalCakeDay');
    expect(cake).toContain('Sunrise Bakery');
  });

  it("names the business's own products in the post it writes, the one that fits the day", () => {
    const post = builtinAnswer({ ...BRIEF, brand: BAKERY_BRIEF, message: 'Write a post for today' }).text;
    expect(post).toContain('celebration cakes');
  });

  it("writes a solemn day's post in a respectful tone, whatever tone is asked for", () => {
    const reply = builtinAnswer({
      ...BRIEF,
      upcoming: [
        { date: '2026-11-26', title: 'Holocaust Remembrance Day', hashtags: ['#WeRemember'], kind: 'solemn' },
      ],
      message: 'write a playful post for today',
    }).text;
    expect(reply).toContain('#WeRemember');
    expect(reply).not.toMatch(EMOJI);
    expect(reply).not.toMatch(/happy|!/i);
  });

  it('says the calendar has nothing when the day asked to write for has no days, and charges nothing', () => {
    const reply = builtinAnswer({
      ...BRIEF,
      upcoming: WEEK.slice(0, 1),
      message: 'write a post for Saturday',
    });
    expect(reply).toEqual({
      kind: 'guidance',
      text: expect.stringMatching(/^The calendar has no days on Saturday, November 28 to write a post for\./),
    });
  });

  it('writes a post for a day further ahead asked for in other words: "write something for Christmas"', () => {
    const reply = builtinAnswer({
      ...BRIEF,
      later: LATER,
      message: 'Write something for Christmas for my bakery, mention our mince pies',
    });
    expect(reply.kind).toBe('done');
    expect(reply.text).toMatch(/#Christmas/);
    expect(reply.text).not.toMatch(/^Post ideas|I can help with these/m);
  });

  it('writes for the day a request names among other words: "something for our Christmas opening hours"', () => {
    const reply = builtinAnswer({
      ...BRIEF,
      later: LATER,
      message: 'Can you write something for our Christmas opening hours?',
    });
    expect(reply.kind).toBe('done');
    expect(reply.text).toContain('#Christmas');
    expect(reply.text).not.toContain('#ChristmasEve');
  });

  it('writes the post for a date asked for in any common way: "December 4", "Dec 24th", "25 December", "the 4th of December"', () => {
    for (const [message, tag] of [
      ['Write a post for December 4', '#NationalCookieDay'],
      ['write a post for Dec 24th', '#ChristmasEve'],
      ['Write me a post for 25 December', '#Christmas'],
      ['write a post for the 4th of December', '#NationalCookieDay'],
    ] as const) {
      const reply = builtinAnswer({ ...BRIEF, later: LATER, message });
      expect(reply.kind, message).toBe('done');
      expect(reply.text, message).toContain(tag);
      expect(reply.text, message).not.toContain('#NationalCakeDay');
    }
  });

  it('gives the ideas for a date named, and says when the calendar has nothing on it', () => {
    expect(builtinAnswer({ ...BRIEF, later: LATER, message: 'ideas for December 24' }).text).toMatch(
      /^Post ideas for Sunrise Bakery for Thursday, December 24:\n\n• Thursday, December 24, Christmas Eve/,
    );
    expect(builtinAnswer({ ...BRIEF, later: LATER, message: 'write a post for December 10' })).toEqual({
      kind: 'guidance',
      text: expect.stringMatching(/^The calendar has no days on Thursday, December 10 to write a post for\./),
    });
  });

  it('takes a date gone by this year as next year’s, and a day no month has as no date', () => {
    expect(calendarDatesIn('a post for january 2', '2026-11-26')).toEqual(['2027-01-02']);
    expect(calendarDatesIn('for november 26 and nov. 30', '2026-11-26')).toEqual([
      '2026-11-26',
      '2026-11-30',
    ]);
    expect(calendarDatesIn('for february 30, dec 45 or 3 decorations', '2026-11-26')).toEqual([]);
    expect(calendarDatesIn('for february 29', '2026-11-26')).toEqual([]);
    expect(calendarDatesIn('for february 29', '2027-03-01')).toEqual(['2028-02-29']);
  });

  it('writes the post for a request that is only what it wants: "a post for Christmas Eve", "LinkedIn post for tomorrow"', () => {
    const eve = builtinAnswer({ ...BRIEF, later: LATER, message: 'a post for Christmas Eve' });
    expect(eve.kind).toBe('done');
    expect(eve.text).toContain('#ChristmasEve');
    const tomorrow = builtinAnswer({ ...BRIEF, message: 'LinkedIn post for tomorrow' });
    expect(tomorrow.kind).toBe('done');
    expect(tomorrow.text).toContain('#BlackFriday');
    expect(tomorrow.text).not.toMatch(/^Post ideas/);
  });

  it('finds a day further ahead by a word of its name: "ideas for Christmas"', () => {
    const reply = builtinAnswer({ ...BRIEF, later: LATER, message: 'any ideas for christmas?' }).text;
    expect(reply).toMatch(
      /^Post ideas for Sunrise Bakery for Thursday, December 24 and Friday, December 25:/,
    );
    expect(reply).toContain('Christmas Eve');
    expect(reply).toContain('Christmas Day');
    expect(reply).not.toContain('National Cake Day');
  });

  it('takes a follow-up that names a day as asking for its ideas: "what about tomorrow?"', () => {
    expect(ask('what about tomorrow?')).toMatch(/^Post ideas for Sunrise Bakery for Friday, November 27:/);
  });

  it('takes the usual ways of asking about a day as asking for its ideas', () => {
    for (const message of ['what do you have for friday?', "what's on tomorrow?", "and tomorrow's?"]) {
      expect(ask(message), message).toMatch(/^Post ideas for Sunrise Bakery for Friday, November 27:/);
    }
  });

  it('does not read a question about something else as asking for ideas: "what is the weather tomorrow?"', () => {
    const reply = builtinAnswer({ ...BRIEF, message: 'what is the weather tomorrow?' });
    expect(reply.kind).toBe('guidance');
    expect(reply.text).toMatch(/^I can help with these:/);
  });

  it('says a long post of one sentence cannot be cut without AI writing, rather than call it short', () => {
    const post = `Come and try ${'our very best and freshest sourdough loaves, '.repeat(5)}baked every morning #Sourdough`;
    const reply = builtinAnswer({ ...BRIEF, message: `Shorten this post: ${post}` });
    expect(reply.kind).toBe('guidance');
    expect(reply.text).toMatch(/^That post is one sentence of \d+ characters: .+ needs AI writing/);
  });

  it('says a post too short to shorten is already short, rather than give it back unchanged', () => {
    const post = 'Come try our new sourdough loaves, baked fresh every morning. #Sourdough #SunriseBakery';
    const reply = builtinAnswer({ ...BRIEF, message: `Shorten this post: ${post}` });
    expect(reply.kind).toBe('guidance');
    expect(reply.text).toMatch(/^That post is already short: its text is 61 characters/);
  });

  it('gives the hashtags of a day named among other words, not those of every day coming up', () => {
    const reply = builtinAnswer({
      ...BRIEF,
      later: LATER,
      message: 'hashtags for a bakery christmas post',
    }).text;
    expect(reply).toBe(
      'Hashtags for bakery christmas: #BakeryChristmas #Bakery #Christmas\n\nHashtags for the day:\n\n• Christmas Day: #Christmas',
    );
  });

  it("says each idea its own way, and names the business's products where its profile lists them", () => {
    const plain = ask('ideas for next week')
      .split('\n')
      .filter((line) => line.startsWith('• '));
    const sayings = plain.map((line) => line.replace(/^• [^:]+: /, ''));
    expect(new Set(sayings).size).toBe(sayings.length);
    const branded = builtinAnswer({ ...BRIEF, brand: BAKERY_BRIEF, message: 'ideas for next week' }).text;
    expect(branded).toMatch(/National Cake Day: the day was made for your celebration cakes/);
    expect(branded).toMatch(
      /Small Business Saturday: (announce your offer on|a countdown post: your) (sourdough loaves|apple pies|celebration cakes)/,
    );
  });
});
