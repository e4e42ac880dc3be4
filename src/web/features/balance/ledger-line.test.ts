import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../contract/balance';
import { ledgerDetail, ledgerLine } from './ledger-line';

const entry = (change: Partial<LedgerEntry>): LedgerEntry => ({
  id: '0b3f1a52-52a8-4d2f-9b7e-3f0e51d3c001',
  kind: 'credit',
  cents: 2_500,
  balanceAfterCents: 3_500,
  status: 'succeeded',
  reason: 'Top-up',
  actor: 'Ada',
  postId: null,
  paymentStatus: null,
  // Midday, so the date is the same in every time zone the tests may run in.
  createdAt: '2026-03-12T12:00:00.000Z',
  ...change,
});

const ZONE = 'America/Chicago';

describe('the Account Balance Logs', () => {
  it("reads a credit and a debit in the spec's words", () => {
    expect(ledgerLine(entry({ kind: 'credit', cents: 2_500 }), ZONE)).toBe(
      'Received new amount of $25.00 on March 12, 2026',
    );
    expect(ledgerLine(entry({ kind: 'debit', cents: -5 }), ZONE)).toBe(
      'Paid amount of $0.05 on March 12, 2026',
    );
  });

  it('reads a refund, and an adjustment with its sign and reason', () => {
    expect(ledgerLine(entry({ kind: 'refund', cents: 20 }), ZONE)).toBe('Refunded $0.20 on March 12, 2026');
    expect(ledgerLine(entry({ kind: 'adjustment', cents: 1_000, reason: 'Welcome credit' }), ZONE)).toBe(
      'Adjusted by +$10.00 on March 12, 2026: Welcome credit',
    );
    expect(ledgerLine(entry({ kind: 'adjustment', cents: -250, reason: 'Duplicate top-up' }), ZONE)).toBe(
      'Adjusted by \u2212$2.50 on March 12, 2026: Duplicate top-up',
    );
  });

  it("dates an entry on the business's calendar, not the viewer's", () => {
    // 03:49 in London on March 13 is still March 12 in Chicago.
    const late = entry({ kind: 'debit', cents: -5, createdAt: '2026-03-13T03:49:00.000Z' });
    expect(ledgerLine(late, ZONE)).toBe('Paid amount of $0.05 on March 12, 2026');
    expect(ledgerLine(late, 'Europe/London')).toBe('Paid amount of $0.05 on March 13, 2026');
  });

  it("shows the reason and the payment's status in small print, an adjustment's reason only once", () => {
    expect(ledgerDetail(entry({ paymentStatus: 'succeeded' }))).toBe('Top-up · Payment succeeded');
    expect(ledgerDetail(entry({ kind: 'debit', reason: 'Write a post', status: 'reserved' }))).toBe(
      'Write a post · In progress',
    );
    expect(ledgerDetail(entry({ kind: 'adjustment', reason: 'Welcome credit' }))).toBeNull();
  });
});
