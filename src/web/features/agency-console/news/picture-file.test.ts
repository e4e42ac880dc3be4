import { describe, expect, it } from 'vitest';
import { pictureFileProblem } from './picture-file';

describe('a picture chosen for a news item', () => {
  it('is refused before sending when it is not a PNG, JPEG or WebP, empty or over 5 MB', () => {
    expect(pictureFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/gif', size: 1000 })).toBe(
      'The picture must be a PNG, JPEG or WebP image.',
    );
    expect(pictureFileProblem({ type: 'image/jpeg', size: 0 })).toBe('This file is empty.');
    expect(pictureFileProblem({ type: 'image/webp', size: 6 * 1024 * 1024 })).toBe(
      'This file is 6 MB; a picture can be at most 5 MB.',
    );
  });
});
