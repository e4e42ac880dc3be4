import { describe, expect, it } from 'vitest';
import { type AssistantBrief, builtinAnswer } from './assistant.js';

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
const ask = (message: string) =>
  builtinAnswer({ businessName: 'Sunrise Bakery', today: '2026-11-26', upcoming: WEEK, message }).text;

describe('the built-in assistant', () => {
  it('gives a day of the calendar its own hashtags, not one per word of its name', () => {
    const reply = ask('hashtags for National Cake Day');
    expect(reply).toMatch(/^Hashtags for National Cake Day: #NationalCakeDay #Cake\n/);
    expect(reply).not.toMatch(/#(National|Day)\b/);
  });

  it('makes a tag of each word of a topic that means something alone, and none of "day" or "national"', () => {
    const reply = ask('hashtags for National Sourdough Day');
    expect(reply).toMatch(/^Hashtags for National Sourdough Day: #NationalSourdoughDay #Sourdough\n/);
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
      today: '2026-11-29',
      upcoming: WEEK.filter((day) => day.date >= '2026-11-29'),
      message: 'ideas for this weekend',
    }).text;
    expect(reply).toMatch(/^Post ideas for Sunrise Bakery for Sunday, November 29:/);
  });

  it('suggests a respectful note, not warm wishes, for a religious day that is observed rather than celebrated', () => {
    const reply = builtinAnswer({
      businessName: 'Sunrise Bakery',
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
    expect(reply).toMatch(/1 more day is in the calendar\.$/);
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
});
