import { describe, expect, it } from 'vitest';
import { currentOption } from './current-option';

describe('the option a post’s menu marks as current', () => {
  it('is the tone of a post written or re-toned in it', () => {
    expect(currentOption({ action: 'social', option: 'Friendly' }, 'tone')).toBe('Friendly');
    expect(currentOption({ action: 'tone', option: 'Witty' }, 'tone')).toBe('Witty');
  });

  it('is the language of a translation and the style of a picture', () => {
    expect(currentOption({ action: 'translate', option: 'French' }, 'language')).toBe('French');
    expect(currentOption({ action: 'image', option: 'Editorial' }, 'image_style')).toBe('Editorial');
  });

  it('is none where the post does not say: a translation’s tone is its parent’s', () => {
    expect(currentOption({ action: 'translate', option: 'French' }, 'tone')).toBeNull();
    expect(currentOption({ action: 'social', option: 'Friendly' }, 'language')).toBeNull();
    expect(currentOption({ action: 'tone', option: 'Witty' }, 'image_style')).toBeNull();
  });
});
