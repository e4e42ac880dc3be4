import { describe, expect, it } from 'vitest';
import { keywordsOf } from './keywords.js';

describe("a pin's keywords", () => {
  it('are the hashtags that say more than the name, as topics in title case, so names stay names', () => {
    expect(keywordsOf(['#RedPlanetDay', '#Mars'], 'Red Planet Day')).toBe('Mars');
    expect(keywordsOf(['#WorldBreadDay', '#Baking', '#Sourdough'], 'World Bread Day')).toBe(
      'Baking and Sourdough',
    );
    expect(
      keywordsOf(['#MLKDay', '#DayOfService', '#MartinLutherKingJr'], 'Martin Luther King Jr. Day'),
    ).toBe('MLK Day and Day of Service');
    expect(keywordsOf(['#DiaDeMuertos', '#DayOfTheDead'], 'Día de Muertos')).toBe('Day of the Dead');
  });

  it('are left out when every hashtag only spells the name', () => {
    expect(keywordsOf(['#PiDay'], 'Pi Day')).toBeUndefined();
  });
});
