import { describe, expect, it } from 'vitest';
import { inAmericanSpelling, inSpelling, spellingOf } from './spelling.js';

describe("the spelling of a business's country", () => {
  it('is American in the US, British in the UK, Australia and Singapore, and Canadian in Canada', () => {
    expect(spellingOf('US')).toBe('american');
    for (const country of ['GB', 'AU', 'NZ', 'IE', 'ZA', 'IN', 'SG', 'AE'])
      expect(spellingOf(country)).toBe('british');
    expect(spellingOf('ca')).toBe('canadian');
  });

  it("respells the writer's words, never a name the post was given or a hashtag", () => {
    const post = 'Our favorite neighbors are Harbor Center Bakery fans. We recognize you! #FavoriteThings';
    expect(inSpelling(post, 'british', ['Harbor Center Bakery'])).toBe(
      'Our favourite neighbours are Harbor Center Bakery fans. We recognise you! #FavoriteThings',
    );
    expect(inSpelling(post, 'canadian', ['Harbor Center Bakery'])).toBe(
      'Our favourite neighbours are Harbor Center Bakery fans. We recognize you! #FavoriteThings',
    );
    expect(inSpelling(post, 'american', [])).toBe(post);
    expect(inAmericanSpelling('Our Favourite neighbourhood')).toBe('Our Favorite neighborhood');
  });
});
