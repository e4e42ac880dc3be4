import { describe, expect, it } from 'vitest';
import type { Colours } from '../../../../contract/agency-console/brand';
import { contrastWarnings } from './contrast-warnings';

const readable: Colours = {
  topbar_bg: '#25262b',
  button_bg: '#1864ab',
  button_text: '#ffffff',
  button_border: '#1864ab',
  body_bg: '#f8f9fa',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#212529',
  newsfeed_tag_bg: '#e7f5ff',
  newsfeed_tag_text: '#1864ab',
};

describe('contrast warnings of the brand colours', () => {
  it('has none when every text reads well on its background', () => {
    expect(contrastWarnings(readable)).toEqual({});
  });

  it('warns beside the button text when it is hard to read on the button', () => {
    const warnings = contrastWarnings({ ...readable, button_bg: '#74c0fc' });
    expect(Object.keys(warnings)).toEqual(['button_text']);
    expect(warnings.button_text).toBe(
      'Button text has a contrast of 1.9:1 on its background; at least 4.5:1 is needed for everyone to read it easily.',
    );
  });

  it('warns about the news feed text and its tags on their own backgrounds', () => {
    const warnings = contrastWarnings({
      ...readable,
      newsfeed_text: '#adb5bd',
      newsfeed_tag_text: '#74c0fc',
    });
    expect(Object.keys(warnings).sort()).toEqual(['newsfeed_tag_text', 'newsfeed_text']);
  });

  it('warns at the top bar when neither light nor dark text reads well on it', () => {
    expect(contrastWarnings({ ...readable, topbar_bg: '#808080' }).topbar_bg).toMatch(
      /^The top bar's text has a contrast of 4\.[0-4]:1/,
    );
    expect(contrastWarnings({ ...readable, topbar_bg: '#ffd43b' })).toEqual({});
  });

  it('rounds down, so a ratio just under 4.5:1 never reads as 4.5:1', () => {
    // #777777 on white is 4.48:1.
    expect(contrastWarnings({ ...readable, newsfeed_text: '#777777' }).newsfeed_text).toMatch(/4\.4:1/);
  });

  it('does not judge a colour that is still being typed', () => {
    expect(contrastWarnings({ ...readable, button_bg: '#74c' })).toEqual({});
  });
});
