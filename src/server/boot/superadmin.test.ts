import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { users } from '../db/schema.js';
import { openTestDatabase } from '../test/app.js';
import { unique } from '../test/factories.js';
import { ensureSuperadmin } from './superadmin.js';

describe('the superadmin variables', () => {
  it('are both set or neither, with a password of at least 12 characters that is not a common one', () => {
    expect(() => loadConfig({ SUPERADMIN_EMAIL: 'op@example.com' })).toThrow(
      'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD: set both, or neither',
    );
    expect(() =>
      loadConfig({ SUPERADMIN_EMAIL: 'op@example.com', SUPERADMIN_PASSWORD: 'short pass' }),
    ).toThrow('SUPERADMIN_PASSWORD: must be at least 12 characters');
    expect(() =>
      loadConfig({ SUPERADMIN_EMAIL: 'op@example.com', SUPERADMIN_PASSWORD: 'password1234' }),
    ).toThrow('SUPERADMIN_PASSWORD: must not be a commonly used password');
    expect(loadConfig({}).superadmin).toBeNull();
  });

  it('make one account when two instances start at once', async () => {
    const database = await openTestDatabase();
    try {
      const account = { email: `${unique('operator')}@example.com`, password: 'a long operator passphrase' };
      const results = await Promise.all([
        ensureSuperadmin(database.db, account),
        ensureSuperadmin(database.db, account),
      ]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      const accounts = await database.db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.email, account.email), eq(users.role, 'superadmin')));
      expect(accounts).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
