import { describe, expect, it } from 'vitest';
import { type AssistantBrief, builtinAnswer } from './assistant.js';

const WEEK: AssistantBrief['upcoming'] = [
  {
    date: '2026-11-26',
    title: 'National Cake Day',
    hashtags: ['#NationalCakeDay', '#Cake'],
    kind: 'celebration',
  },
  { date: '2026-11-27', title: 'Black Friday', hashtags: ['#BlackFriday', '#ShopSmall'], kind: 'commercial' },
];
const ask = (message: string) =>
  builtinAnswer({ businessName: 'Sunrise Bakery', upcoming: WEEK, message }).text;

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
