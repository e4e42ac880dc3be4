import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import { ENTRIES_PAGE_SIZE, ledgerPageSchema } from '../../../contract/balance.js';
import { agencyStripeAccounts, balances, payments } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { SystemScopes } from '../../platform/scope.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf, entriesOf, setPrices } from '../../test/balance.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { book } from './ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = (locationId: string, path = '') => `/v1/locations/${locationId}/balance${path}`;

async function insertPayment(
  locationId: string,
  status: 'succeeded' | 'failed' | 'requires_action',
  at: Date,
) {
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      locationId,
      purpose: 'auto-recharge',
      cents: 2_500,
      status,
      stripeAccountId: 'acct_test',
      failure: status === 'succeeded' ? null : 'Your card was declined.',
      createdAt: at,
    })
    .returning();
  if (!payment) throw new Error('no payment row');
  return payment;
}

describe('the balance', () => {
  it('of a new location is $0 with auto-recharge off, the agency prices, and no card payments without Stripe', async () => {
    const agency = await consoleAgency(t);
    await setPrices(t.database.db, agency.agency.id, { builtin: { social: 5 }, provider: { image: 20 } });
    const balance = await balanceOf(t, agency.clientToken, agency.location.id);
    expect(balance).toMatchObject({
      cents: 0,
      autoRecharge: { cents: null, lowBalanceCents: null, stopped: null },
      cardPayments: null,
      lastFailedPayment: null,
    });
    expect(balance.prices.builtin.social).toBe(5);
    expect(balance.prices.provider.image).toBe(20);
    expect(balance.prices.provider.social).toBe(0);
  });

  it("offers card payments with the agency's publishable key once it saved its Stripe keys", async () => {
    const agency = await consoleAgency(t);
    await t.database.db.insert(agencyStripeAccounts).values({
      agencyId: agency.agency.id,
      accountId: 'acct_test',
      accountName: 'Agency',
      publishableKey: 'pk_test_agency1234',
      secretKeyEncrypted: t.secretBox.seal('sk_test_agency1234'),
      secretKeyHint: '•••• 1234',
      webhookSecretEncrypted: t.secretBox.seal('whsec_agency1234'),
      webhookSecretHint: '•••• 1234',
      livemode: false,
    });
    const balance = await balanceOf(t, agency.clientToken, agency.location.id);
    expect(balance.cardPayments).toEqual({ publishableKey: 'pk_test_agency1234' });
  });

  it('tells of the latest payment that did not go through, until one succeeds after it', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    await insertPayment(id, 'succeeded', new Date('2026-03-01T10:00:00Z'));
    await insertPayment(id, 'failed', new Date('2026-03-02T10:00:00Z'));
    const latest = await insertPayment(id, 'requires_action', new Date('2026-03-03T10:00:00Z'));
    expect((await balanceOf(t, agency.clientToken, id)).lastFailedPayment).toMatchObject({
      id: latest.id,
      status: 'requires_action',
      failure: 'Your card was declined.',
    });
    await insertPayment(id, 'succeeded', new Date('2026-03-04T10:00:00Z'));
    expect((await balanceOf(t, agency.clientToken, id)).lastFailedPayment).toBeNull();
  });
});

describe('adjustments by an agency admin', () => {
  it('credit and debit the balance with a reason, each shown in the log and recorded in the audit log', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    const credit = await adjust(t, agency.adminToken, id, 1_250, 'Welcome credit');
    expect(credit).toMatchObject({
      kind: 'adjustment',
      cents: 1_250,
      balanceAfterCents: 1_250,
      status: 'succeeded',
      reason: 'Welcome credit',
      actor: agency.admin.email,
      postId: null,
      paymentStatus: null,
    });
    const debit = await adjust(t, agency.adminToken, id, -250, 'Billed twice in March');
    expect(debit).toMatchObject({ cents: -250, balanceAfterCents: 1_000 });
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(1_000);

    const audit = await callApi(t, 'GET', agency.url('/audit?action=balance'), agency.adminToken);
    const events = auditEventSchema.array().parse(audit.json().events);
    expect(events.map((event) => event.after)).toEqual([
      { balanceCents: 1_000, cents: -250, reason: 'Billed twice in March' },
      { balanceCents: 1_250, cents: 1_250, reason: 'Welcome credit' },
    ]);
    expect(events[0]).toMatchObject({
      action: 'balance.adjust',
      subject: expect.stringContaining('Business'),
      actor: { email: agency.admin.email },
      before: { balanceCents: 1_250 },
    });
  });

  it('never take the balance under zero: a larger debit is refused, naming the balance, and nothing changes', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 300);
    const refused = await callApi(t, 'POST', url(id, '/adjustments'), agency.adminToken, {
      cents: -500,
      reason: 'Too much',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });
    expect(refused.json().message).toMatch(/balance of \$3\.00, so \$5\.00 cannot be taken/);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(300);
    const page = ledgerPageSchema.parse(
      (await callApi(t, 'GET', url(id, '/entries'), agency.adminToken)).json(),
    );
    expect(page.entries).toHaveLength(1);
  });

  it('are for admins only: a User is refused with a 403', async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(t, 'POST', url(agency.location.id, '/adjustments'), agency.clientToken, {
      cents: 1_000,
      reason: 'Free money',
    });
    expect(response.statusCode).toBe(403);
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(0);
  });

  it('need a reason and an amount other than zero', async () => {
    const agency = await consoleAgency(t);
    const send = (body: object) =>
      callApi(t, 'POST', url(agency.location.id, '/adjustments'), agency.adminToken, body);
    for (const body of [{ cents: 500 }, { cents: 500, reason: '   ' }]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'reason' });
    }
    for (const cents of [0, 10.5, 1_000_001]) {
      const response = await send({ cents, reason: 'Typo' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cents' });
    }
  });

  it("are refused for another agency's location as if it did not exist", async () => {
    const ours = await consoleAgency(t);
    const theirs = await consoleAgency(t);
    const response = await callApi(t, 'POST', url(theirs.location.id, '/adjustments'), ours.adminToken, {
      cents: 1_000,
      reason: 'Not ours',
    });
    expect(response.statusCode).toBe(404);
    const read = await callApi(t, 'GET', url(theirs.location.id), ours.adminToken);
    expect(read.statusCode).toBe(404);
  });
});

describe('the balance log', () => {
  it('lists entries newest first, a page at a time, with the next page after the last one', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    const total = ENTRIES_PAGE_SIZE + 5;
    // Booked in one go, so many entries share an instant and only the id orders them.
    const scope = await new SystemScopes(t.database.db).location(id);
    if (!scope) throw new Error('no location');
    await withTransaction(t.database.db, async (tx) => {
      for (let n = 1; n <= total; n++) {
        await book(tx, scope, {
          kind: 'credit',
          cents: n,
          reason: `Credit ${n}`,
          sourceKey: `test:${id}:${n}`,
          actor: { id: null, label: 'Test' },
        });
      }
    });
    const first = ledgerPageSchema.parse(
      (await callApi(t, 'GET', url(id, '/entries'), agency.clientToken)).json(),
    );
    expect(first.entries).toHaveLength(ENTRIES_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = ledgerPageSchema.parse(
      (await callApi(t, 'GET', url(id, `/entries?after=${first.next}`), agency.clientToken)).json(),
    );
    expect(second.entries).toHaveLength(5);
    expect(second.next).toBeNull();
    // Every entry once, none skipped where they share an instant, newest first.
    const newestFirst = (await entriesOf(t.database.db, id)).reverse().map((entry) => entry.id);
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(newestFirst);
  });

  it('shows the status of the card payment behind an entry', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    const payment = await insertPayment(id, 'succeeded', new Date());
    const scope = await new SystemScopes(t.database.db).location(id);
    if (!scope) throw new Error('no location');
    await withTransaction(t.database.db, (tx) =>
      book(tx, scope, {
        kind: 'credit',
        cents: 2_500,
        reason: 'Card payment',
        sourceKey: `payment_intent:pi_${payment.id}`,
        actor: { id: null, label: 'Stripe' },
        paymentId: payment.id,
      }),
    );
    const page = ledgerPageSchema.parse(
      (await callApi(t, 'GET', url(id, '/entries'), agency.clientToken)).json(),
    );
    expect(page.entries[0]).toMatchObject({ kind: 'credit', cents: 2_500, paymentStatus: 'succeeded' });
  });

  it('refuses a cursor that is not a page of this log with a 400 naming `after`', async () => {
    const ours = await consoleAgency(t);
    const theirs = await consoleAgency(t);
    const theirEntry = await adjust(t, theirs.adminToken, theirs.location.id, 100);
    for (const after of ['not-a-cursor', '00000000-0000-4000-8000-000000000000', theirEntry.id]) {
      const response = await callApi(
        t,
        'GET',
        url(ours.location.id, `/entries?after=${after}`),
        ours.clientToken,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'after' });
    }
  });
});

describe('auto-recharge settings', () => {
  const put = (token: string, locationId: string, body: object) =>
    callApi(t, 'PUT', url(locationId, '/auto-recharge'), token, body);

  it('saves the amount and the threshold, and turns off with nulls', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    const saved = await put(agency.clientToken, id, { cents: 2_500, lowBalanceCents: 1_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ cents: 2_500, lowBalanceCents: 1_000, stopped: null });
    expect((await balanceOf(t, agency.clientToken, id)).autoRecharge).toEqual(saved.json());
    const off = await put(agency.clientToken, id, { cents: null, lowBalanceCents: null });
    expect(off.json()).toEqual({ cents: null, lowBalanceCents: null, stopped: null });
  });

  it('saving again turns on an auto-recharge that had stopped itself', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    await put(agency.clientToken, id, { cents: 2_500, lowBalanceCents: 1_000 });
    await t.database.db
      .update(balances)
      .set({ autoRechargeStopped: 'Your card was declined.' })
      .where(eq(balances.locationId, id));
    expect((await balanceOf(t, agency.clientToken, id)).autoRecharge.stopped).toBe('Your card was declined.');
    const saved = await put(agency.clientToken, id, { cents: 10_000, lowBalanceCents: 2_500 });
    expect(saved.json()).toEqual({ cents: 10_000, lowBalanceCents: 2_500, stopped: null });
  });

  it('takes only the offered amounts, both or neither, and names the field at fault', async () => {
    const agency = await consoleAgency(t);
    const cases: [object, string][] = [
      [{ cents: 1_500, lowBalanceCents: 1_000 }, 'cents'],
      [{ cents: 2_500, lowBalanceCents: 200_000 }, 'lowBalanceCents'],
      [{ cents: 2_500, lowBalanceCents: null }, 'lowBalanceCents'],
      [{ cents: null, lowBalanceCents: 1_000 }, 'lowBalanceCents'],
      [{ cents: 2_500 }, 'lowBalanceCents'],
    ];
    for (const [body, field] of cases) {
      const response = await put(agency.clientToken, agency.location.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code: 'invalid_input', field });
    }
    const refused = await put(agency.clientToken, agency.location.id, {
      cents: 1_500,
      lowBalanceCents: 1_000,
    });
    expect(refused.json().message).toMatch(/\$10\.00, \$25\.00, \$100\.00, \$500\.00, \$1,000\.00/);
  });
});
