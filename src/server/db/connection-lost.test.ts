import { describe, expect, it } from 'vitest';
import { isConnectionLost, retriedOnLostConnection } from './connection-lost.js';

const lost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('a lost connection', () => {
  it('is told apart from an error of the query', () => {
    expect(isConnectionLost(lost())).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('has its work tried again until it succeeds', async () => {
    let tries = 0;
    const result = await retriedOnLostConnection(async () => {
      tries++;
      if (tries < 3) throw lost();
      return 'refunded';
    });
    expect(result).toBe('refunded');
    expect(tries).toBe(3);
  });

  it('does not retry any other error, and gives up after six tries', async () => {
    let tries = 0;
    await expect(
      retriedOnLostConnection(async () => {
        tries++;
        throw new Error('check constraint');
      }),
    ).rejects.toThrow('check constraint');
    expect(tries).toBe(1);

    tries = 0;
    await expect(
      retriedOnLostConnection(async () => {
        tries++;
        throw lost();
      }),
    ).rejects.toThrow('terminating connection');
    expect(tries).toBe(6);
  }, 10_000);
});
