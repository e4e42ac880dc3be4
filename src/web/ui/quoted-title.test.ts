import { describe, expect, it } from 'vitest';
import { quotedTitle } from './quoted-title';

describe('a title quoted in a message', () => {
  it('is whole when short', () => {
    expect(quotedTitle('Spring opening hours')).toBe('“Spring opening hours”');
  });

  it('is cut at a word with an ellipsis when longer than a toast holds', () => {
    const long =
      'Our new spring menu arrives next week with seasonal pastries, breads and a brand new coffee';
    expect(quotedTitle(long)).toBe('“Our new spring menu arrives next week with seasonal…”');
  });
});
