import { describe, expect, it } from 'vitest';
import { fullHex } from './full-hex';

describe('a colour typed the short way', () => {
  it('is written out in full', () => {
    expect(fullHex('#fff')).toBe('#ffffff');
    expect(fullHex(' #1AB ')).toBe('#11aabb');
  });

  it('leaves a full colour, or what is no colour, as it was', () => {
    expect(fullHex('#1a2b3c')).toBe('#1a2b3c');
    expect(fullHex('blue')).toBe('blue');
  });
});
