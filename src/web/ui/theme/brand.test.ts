import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Customisation } from '../../../contract/agency';
import { brandCssVariables } from './brand';
import { contrastRatio, READABLE_CONTRAST } from './contrast';

const orange: Customisation = {
  topbar_bg: '#264653',
  button_bg: '#f4a259',
  button_text: '#1f2933',
  button_border: '#f4a259',
  body_bg: '#fff8f0',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#1f2933',
  newsfeed_tag_bg: '#f4a259',
  newsfeed_tag_text: '#1f2933',
  logo: '',
};

describe('the brand colour where it is text', () => {
  it('links ("Forgot password?") take the readable shade of a light brand colour, on white and on the page', () => {
    const { light } = brandCssVariables(orange)(DEFAULT_THEME);
    const anchor = light['--mantine-color-anchor'] ?? '';
    expect(anchor).toBe(light['--mantine-color-brand-text']);
    expect(anchor).not.toBe(orange.button_bg);
    for (const background of ['#ffffff', orange.body_bg]) {
      expect(contrastRatio(anchor, background)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
  });
});
