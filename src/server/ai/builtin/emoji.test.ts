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
});
