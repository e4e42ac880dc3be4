import { describe, expect, it } from 'vitest';
import { TurnSharing } from './turn-sharing.js';

describe('sharing turns of the event loop', () => {
  it('gives the work as long a turn as the rest of the server took since the last one, within its bounds', async () => {
    const turns = new TurnSharing(5, 40);
    const busyFor = (ms: number) => async () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    let otherWork = 0;
    // Other work takes 20 ms of each turn, so each turn gives the work about 20 ms: two 8 ms pieces, then a
    // third started within it.
    const crowd = setInterval(() => {
      otherWork++;
      const until = performance.now() + 20;
      while (performance.now() < until);
    }, 0);
    await Promise.all(Array.from({ length: 12 }, () => turns.run(0, busyFor(8))));
    clearInterval(crowd);
    // Had each turn given the work only its least (5 ms, one piece), twelve pieces would have waited
    // through twelve turns of other work.
    expect(otherWork).toBeLessThan(10);
  });

  it('goes on with the next work when one fails, even before its promise', async () => {
    const turns = new TurnSharing(10, 50);
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
