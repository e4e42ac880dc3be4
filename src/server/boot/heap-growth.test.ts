import { describe, expect, it } from 'vitest';
import { heapGrowthFlag } from './heap-growth.js';

describe("the server's heap growth", () => {
  it('lets the heap grow to twice what the last full collection kept', () => {
    expect(heapGrowthFlag(['--enable-source-maps'])).toBe('--heap-growing-percent=100');
  });

  it('leaves the heap growth alone when node was started with its own', () => {
    expect(heapGrowthFlag(['--heap-growing-percent=300'])).toBeNull();
  });
});
