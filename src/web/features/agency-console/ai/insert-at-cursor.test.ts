import { describe, expect, it } from 'vitest';
import { insertAt, placeholderToken } from './insert-at-cursor';

describe('inserting a placeholder into a template', () => {
  it('writes the placeholder in double braces where the cursor is, and puts the cursor after it', () => {
    expect(insertAt('Write for .', placeholderToken('event'), 10, 10)).toEqual({
      text: 'Write for {{event}}.',
      cursor: 19,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAt('Write for EVENT now', '{{event}}', 10, 15)).toEqual({
      text: 'Write for {{event}} now',
      cursor: 19,
    });
  });

  it('appends at the end when the cursor lies past the text', () => {
    expect(insertAt('abc', '{{x}}', 99, 99)).toEqual({ text: 'abc{{x}}', cursor: 8 });
  });
});
