import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

const MB = 1024 * 1024;

describe('the logo file checked before it is sent', () => {
  it('accepts PNG, JPEG, SVG and WebP pictures up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp']) {
      expect(logoFileProblem({ type, size: 2 * MB })).toBeNull();
    }
  });

  it('refuses other kinds of file, naming the kinds it takes', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBe(
      'The logo must be a PNG, JPEG, SVG or WebP image.',
    );
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).not.toBeNull();
  });

  it('refuses a file over 2 MB, saying how big it is', () => {
    expect(logoFileProblem({ type: 'image/png', size: 3.25 * MB })).toBe(
      'This file is 3.3 MB; the logo can be at most 2 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty.');
  });
});
