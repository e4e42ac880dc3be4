import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../../ai/builtin/assistant.js';
import { readsAsPost } from './postable.js';

const week = {
  businessName: 'Sunrise Bakery',
  today: '2026-10-16',
  upcoming: [
    {
      date: '2026-10-16',
      title: 'World Bread Day',
      hashtags: ['#WorldBreadDay'],
      kind: 'celebration' as const,
    },
    {
      date: '2026-10-17',
      title: 'National Pasta Day',
      hashtags: ['#PastaDay'],
      kind: 'celebration' as const,
    },
  ],
  later: [],
};
const builtin = (message: string) => builtinAnswer({ ...week, message }).text;

describe('an answer that reads as a post, which the chat offers to use as one', () => {
  it("is a provider's post, with or without hashtags", () => {
    expect(readsAsPost('Fresh loaves all day today. Come and taste them! #WorldBreadDay', 'openai')).toBe(
      true,
    );
    expect(readsAsPost('Fresh loaves all day today. Come and taste them!', 'openai')).toBe(true);
  });

  it('is the post the built-in assistant shortened', () => {
    const shortened = builtin(
      'Shorten this post: Fresh loaves all day today at Sunrise Bakery, from six in the morning until we sell out. The rye comes out at ten and the seeded loaves at noon, with the first sourdough of the day. Come and taste them! #WorldBreadDay #Bread',
    );
    expect(readsAsPost(shortened, 'builtin')).toBe(true);
  });

  it('is the post the built-in assistant wrote for a day', () => {
    expect(readsAsPost(builtin('Write a post for tomorrow'), 'builtin')).toBe(true);
  });

  it("is never a list or the built-in assistant's guidance", () => {
    expect(readsAsPost(builtin('Ideas for next week'), 'builtin')).toBe(false);
    expect(readsAsPost(builtin('Hashtags for next week'), 'builtin')).toBe(false);
    expect(readsAsPost(builtin('What is the weather?'), 'builtin')).toBe(false);
    expect(readsAsPost(builtin('Shorten this post:'), 'builtin')).toBe(false);
    const forTopic = builtinAnswer({ ...week, upcoming: [], message: 'Hashtags for sourdough' }).text;
    expect(readsAsPost(forTopic, 'builtin')).toBe(false);
    expect(readsAsPost('Three ideas:\n1. A photo of the bread\n2. A recipe\n3. A poll', 'openai')).toBe(
      false,
    );
  });
});
