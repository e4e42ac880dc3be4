import { describe, expect, it } from 'vitest';
import { documentTitle, titleOfHandle } from './page-title';

describe("the browser tab's title", () => {
  it('names the page before the agency, so tabs and history tell pages apart', () => {
    expect(documentTitle('Users', 'Demo Agency')).toBe('Users · Demo Agency');
  });

  it("is the agency's name on a page without its own, and Sign in before anyone is known", () => {
    expect(documentTitle(undefined, 'Demo Agency')).toBe('Demo Agency');
    expect(documentTitle(undefined, null)).toBe('Sign in');
    expect(documentTitle('Reset password', null)).toBe('Reset password');
  });

  it("is read from a route's handle only when it gives a title", () => {
    expect(titleOfHandle({ title: 'Brand' })).toBe('Brand');
    expect(titleOfHandle(undefined)).toBeUndefined();
    expect(titleOfHandle({ title: 3 })).toBeUndefined();
  });
});
