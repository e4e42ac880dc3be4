import { describe, expect, it } from 'vitest';
import { fieldSentence } from './field-sentence';

describe('a message under a form field', () => {
  it('reads as a sentence, not as the end of one', () => {
    expect(fieldSentence('is required')).toBe('This field is required.');
    expect(fieldSentence('must be at most 200 characters')).toBe('This must be at most 200 characters.');
    expect(fieldSentence('does not match the password you chose')).toBe(
      'This does not match the password you chose.',
    );
    expect(fieldSentence('choose at least one location')).toBe('Choose at least one location.');
  });

  it("keeps the server's own sentences as they are", () => {
    expect(fieldSentence('This e-mail already has an account.')).toBe('This e-mail already has an account.');
    expect(fieldSentence('The logo must be a PNG, JPEG, SVG or WebP image.')).toBe(
      'The logo must be a PNG, JPEG, SVG or WebP image.',
    );
  });

  it('is empty when there is nothing to say', () => {
    expect(fieldSentence('')).toBe('');
  });
});
