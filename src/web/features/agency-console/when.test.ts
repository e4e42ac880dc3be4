import { describe, expect, it } from 'vitest';
import { formatWhen } from './when';

describe("the console's times", () => {
  it('name the zone they are in, since an agency’s admins may sit in different ones', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date('2026-11-28T03:49:00Z'))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    const named = (zone ?? '').replace(/[+.]/g, '\\$&');
    expect(formatWhen('2026-11-28T03:49:00Z')).toMatch(
      new RegExp(`^Nov 2[78], 2026, \\d{1,2}:\\d{2} [AP]M ${named}$`),
    );
  });
});
