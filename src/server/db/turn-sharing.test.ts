import { describe, expect, it } from 'vitest';
import { TurnSharing } from './turn-sharing.js';

describe('sharing turns of the event loop', () => {
  it('goes on with the next work when one fails, even before its promise', async () => {
    const turns = new TurnSharing(2, 20);
    const thrown = turns.run(1, () => {
      throw new Error('refused at once');
    });
    const rejected = turns.run(2, () => Promise.reject(new Error('refused later')));
    const done = turns.run(3, async () => 'done');
    await expect(thrown).rejects.toThrow('refused at once');
    await expect(rejected).rejects.toThrow('refused later');
    await expect(done).resolves.toBe('done');
  });
});
