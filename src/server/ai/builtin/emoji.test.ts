import { describe, expect, it } from 'vitest';
import { topicEmoji } from './emoji.js';

describe("a day's own emoji", () => {
  it.each([
    ['Hanukkah', '🕎'],
    ['Diwali', '🪔'],
    ['World Bread Day', '🍞'],
  ])('%s takes %s', (title, emoji) => {
    expect(topicEmoji(title)[0]).toBe(emoji);
  });

  it('gives a birthday its cake, but not a holy day: the Twin Holy Birthdays are not a party', () => {
    expect(topicEmoji('National Birthday Cake Day')).toContain('🎂');
    expect(topicEmoji('Twin Holy Birthdays', true)).not.toContain('🎂');
    expect(topicEmoji("Guan Yin's Birthday", true)).toEqual([]);
  });
});
