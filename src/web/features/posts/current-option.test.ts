import { describe, expect, it } from 'vitest';
import { currentOption } from './current-option';

describe('the option a post’s menu marks as current', () => {
  it('is the tone of a post written or re-toned in it', () => {
    expect(currentOption({ action: 'social', option: 'Friendly', tone: 'Friendly' }, 'tone')).toBe(
      'Friendly',
    );
    expect(currentOption({ action: 'tone', option: 'Witty', tone: 'Witty' }, 'tone')).toBe('Witty');
  });

  it('is, for a translation or a picture, the tone its words are in', () => {
    expect(currentOption({ action: 'translate', option: 'French', tone: 'Witty' }, 'tone')).toBe('Witty');
    expect(currentOption({ action: 'image', option: 'Editorial', tone: 'Professional' }, 'tone')).toBe(
      'Professional',
    );
  });

  it('is the language of a translation and the style of a picture', () => {
    expect(currentOption({ action: 'translate', option: 'French', tone: null }, 'language')).toBe('French');
    expect(currentOption({ action: 'image', option: 'Editorial', tone: null }, 'image_style')).toBe(
      'Editorial',
    );
  });

  it('is none where the post does not say: a chat answer used as a post has no tone', () => {
    expect(currentOption({ action: 'social', option: null, tone: null }, 'tone')).toBeNull();
    expect(currentOption({ action: 'social', option: 'Friendly', tone: 'Friendly' }, 'language')).toBeNull();
    expect(currentOption({ action: 'tone', option: 'Witty', tone: 'Witty' }, 'image_style')).toBeNull();
  });
});
