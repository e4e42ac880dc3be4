import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  READABLE_CONTRAST,
  readableShadeOf,
  readableTextOn,
  relativeLuminance,
  tintOf,
} from './contrast';

describe('colour contrast (WCAG 2.x)', () => {
  it('gives black a relative luminance of 0 and white of 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });

  it('weighs green far more than blue, as the eye does', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('rates black on white 21:1 and a colour on itself 1:1, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#228be6', '#228be6')).toBe(1);
  });

  it('matches the ratios published for well-known pairs', () => {
    // #767676 on white is the lightest grey that passes AA for normal text.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(READABLE_CONTRAST);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('has no ratio for a colour that is not #rrggbb yet', () => {
    expect(relativeLuminance('#12')).toBeNull();
    expect(contrastRatio('#ffffff', 'blue')).toBeNull();
  });

  it('writes on a background with whichever of light or dark text reads better', () => {
    expect(readableTextOn('#25262b')).toBe('#ffffff');
    expect(readableTextOn('#ffd43b')).toBe('#1a1b1e');
    expect(readableTextOn('#f8f9fa')).toBe('#1a1b1e');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });

  it('darkens a brand colour too light to read as text just enough, and keeps one that reads', () => {
    const orange = readableShadeOf('#f4a259', ['#ffffff', '#fff8f0']);
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(orange, '#fff8f0')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    // One step lighter (a twentieth less black) would not read: the hue is kept as far as it can be.
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(READABLE_CONTRAST + 1);
    expect(readableShadeOf('#1864ab', ['#ffffff'])).toBe('#1864ab');
    expect(tintOf('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
