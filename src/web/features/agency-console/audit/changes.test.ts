import { describe, expect, it } from 'vitest';
import { changedFields, shownFieldValue, shownValue } from './changes';
import { dictionaryLabel, fieldLabel } from './field-labels';

const FREE = { social: 0, tone: 0, translate: 0, image: 0, chat: 0 };

describe('the before → after of an audit event', () => {
  it('lists only the fields whose value changed', () => {
    expect(changedFields({ name: 'Bakery', country: 'FR' }, { name: 'Bakery & Co', country: 'FR' })).toEqual([
      { path: 'name', label: 'Name', before: 'Bakery', after: 'Bakery & Co' },
    ]);
  });

  it('shows every field of something created, with nothing before it, and of something deleted', () => {
    expect(changedFields(null, { name: 'Starter', userLimit: 3 })).toEqual([
      { path: 'name', label: 'Name', before: '—', after: 'Starter' },
      { path: 'userLimit', label: 'User limit', before: '—', after: '3' },
    ]);
    expect(changedFields({ name: 'Starter' }, null)).toEqual([
      { path: 'name', label: 'Name', before: 'Starter', after: '—' },
    ]);
  });

  it('shows a masked secret as it comes, so a changed key reads as changed without its value', () => {
    expect(changedFields({ model: 'gpt-4o-mini' }, { model: 'gpt-4o-mini', apiKey: '••••' })).toEqual([
      { path: 'apiKey', label: 'API key', before: '—', after: '••••' },
    ]);
  });

  it('shows a pricing change as one row per changed price, in words and dollars', () => {
    const before = {
      prices: { builtin: FREE, provider: { ...FREE, social: 5 } },
      monthlyRechargeCapCents: 50_000,
    };
    const after = {
      prices: { builtin: FREE, provider: { ...FREE, social: 10, image: 25 } },
      monthlyRechargeCapCents: null,
    };
    expect(changedFields(before, after)).toEqual([
      {
        path: 'prices.provider.social',
        label: 'Price with an AI provider: write a post',
        before: '$0.05',
        after: '$0.10',
      },
      {
        path: 'prices.provider.image',
        label: 'Price with an AI provider: make a picture',
        before: '$0.00',
        after: '$0.25',
      },
      { path: 'monthlyRechargeCapCents', label: 'Monthly auto-recharge cap', before: '$500.00', after: '—' },
    ]);
  });

  it('leaves out the prices a pricing change kept', () => {
    const before = { prices: { builtin: FREE, provider: FREE }, monthlyRechargeCapCents: null };
    const after = {
      prices: { builtin: { ...FREE, chat: 1 }, provider: FREE },
      monthlyRechargeCapCents: null,
    };
    expect(changedFields(before, after).map((change) => change.label)).toEqual([
      'Price with the built-in writer: chat message',
    ]);
  });

  it('lists every price of prices set for the first time', () => {
    const after = { prices: { builtin: FREE, provider: FREE }, monthlyRechargeCapCents: null };
    expect(changedFields(null, after)).toHaveLength(10);
  });

  it('lists every field of a location created, in words', () => {
    const created = {
      businessName: 'Sunrise Bakery',
      firstName: 'Ana',
      email: 'ana@sunrise.example',
      phoneNumber: '+33 1 23 45 67 89',
      address: '1 rue du Pain, Paris',
      country: 'FR',
      timeZone: 'Europe/Paris',
      planId: null,
    };
    expect(changedFields(null, created)).toEqual([
      { path: 'businessName', label: 'Business name', before: '—', after: 'Sunrise Bakery' },
      { path: 'firstName', label: 'First name', before: '—', after: 'Ana' },
      { path: 'email', label: 'Email', before: '—', after: 'ana@sunrise.example' },
      { path: 'phoneNumber', label: 'Phone', before: '—', after: '+33 1 23 45 67 89' },
      { path: 'address', label: 'Address', before: '—', after: '1 rue du Pain, Paris' },
      { path: 'country', label: 'Country', before: '—', after: 'FR' },
      { path: 'timeZone', label: 'Time zone', before: '—', after: 'Europe/Paris' },
    ]);
  });

  it('shows the brand colours by the names the Brand page gives them', () => {
    expect(changedFields({ topbar_bg: '#ffffff' }, { topbar_bg: '#25262b' })).toEqual([
      { path: 'topbar_bg', label: 'Top bar background', before: '#ffffff', after: '#25262b' },
    ]);
  });
});

describe('how a recorded value reads', () => {
  it('writes lists of words as a comma-separated list, and other lists as JSON', () => {
    expect(shownValue(['calendar', 'social'])).toBe('calendar, social');
    expect(shownValue([{ a: 1 }])).toBe('[{"a":1}]');
    expect(shownValue([])).toBe('—');
  });

  it('writes yes or no for a switch, and a dash for nothing', () => {
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue(false)).toBe('No');
    expect(shownValue('')).toBe('—');
    expect(shownValue(null)).toBe('—');
  });

  it('writes amounts kept in cents as dollars, and leaves other numbers as they are', () => {
    expect(shownFieldValue('balanceCents', 123_450)).toBe('$1,234.50');
    expect(shownFieldValue('cents', -500)).toBe('-$5.00');
    expect(shownFieldValue('prices.builtin.tone', 3)).toBe('$0.03');
    expect(shownFieldValue('userLimit', 3)).toBe('3');
    expect(shownFieldValue('monthlyRechargeCapCents', null)).toBe('—');
  });
});

describe('how a recorded field is named', () => {
  it('reads a key it does not know as words, never as the raw key', () => {
    expect(fieldLabel('monthlyTopUpLimitCents')).toBe('Monthly top up limit cents');
    expect(fieldLabel('sidebar_text')).toBe('Sidebar text');
    expect(fieldLabel('limits.postsPerMinute')).toBe('Limits: posts per minute');
    expect(fieldLabel('webhookURL')).toBe('Webhook URL');
  });

  // Every key the server records today, by the action that records it (grep `audit.record(`).
  it.each([
    ['location.create / location.update', 'businessName'],
    ['location.create / location.update', 'firstName'],
    ['location.create / location.update', 'email'],
    ['location.create / location.update', 'phoneNumber'],
    ['location.create / location.update', 'address'],
    ['location.create / location.update', 'country'],
    ['location.create / location.update', 'timeZone'],
    ['location.create / location.update', 'planId'],
    ['location.archive / location.restore', 'archived'],
    ['location.create from HighLevel', 'id'],
    ['location.create from HighLevel', 'source'],
    ['highlevel.connect', 'companyId'],
    ['plan.create / update / delete', 'name'],
    ['plan.create / update / delete', 'type'],
    ['plan.create / update / delete', 'apps'],
    ['plan.create / update / delete', 'userLimit'],
    ['agency.suspend / agency.resume', 'suspended'],
    ['agency.create', 'domain'],
    ['agency.create', 'plan'],
    ['agency.create', 'firstAdmin'],
    ['team.*', 'role'],
    ['team.*', 'locations'],
    ['team.invite.resend', 'expires'],
    ['brand.logo', 'logo'],
    ['brand.colours', 'topbar_bg'],
    ['brand.colours', 'button_bg'],
    ['brand.colours', 'button_text'],
    ['brand.colours', 'button_border'],
    ['brand.colours', 'body_bg'],
    ['brand.colours', 'newsfeed_bg'],
    ['brand.colours', 'newsfeed_text'],
    ['brand.colours', 'newsfeed_tag_bg'],
    ['brand.colours', 'newsfeed_tag_text'],
    ['brand.links', 'socialPlanner'],
    ['brand.links', 'chatApp'],
    ['brand.links', 'connectPage'],
    ['brand.links', 'upgradePage'],
    ['brand.links', 'masterclassPage'],
    ['embedding.settings', 'platformOrigin'],
    ['embedding.settings', 'allowUnsigned'],
    ['embedding.settings', 'highlevelSecret'],
    ['embedding.secret', 'embedSecret'],
    ['trial.settings', 'slug'],
    ['trial.settings', 'retentionDays'],
    ['integrations.app', 'clientId'],
    ['integrations.app', 'secretChanged'],
    ['ai.provider', 'provider'],
    ['ai.provider', 'baseUrl'],
    ['ai.provider', 'model'],
    ['ai.provider', 'apiKey'],
    ['prompt.template', 'template'],
    ['billing.stripe.connect / disconnect', 'accountId'],
    ['billing.stripe.connect / disconnect', 'accountName'],
    ['billing.stripe.connect / disconnect', 'livemode'],
    ['billing.stripe.connect / disconnect', 'publishableKey'],
    ['billing.stripe.connect / disconnect', 'secretKey'],
    ['billing.stripe.connect / disconnect', 'webhookSecret'],
    ['billing.pricing', 'monthlyRechargeCapCents'],
    ...['builtin', 'provider'].flatMap((engine) =>
      ['social', 'tone', 'translate', 'image', 'chat'].map((action) => [
        'billing.pricing',
        `prices.${engine}.${action}`,
      ]),
    ),
    ['balance.adjust', 'balanceCents'],
    ['balance.adjust', 'cents'],
    ['balance.adjust', 'reason'],
    ['news.*', 'title'],
    ['news.*', 'status'],
    ['news.*', 'pinned'],
    ['news.*', 'audience'],
    ['news.*', 'planIds'],
    ['news.*', 'locationIds'],
    ['news.*', 'picture'],
  ])('names %s’s field %s from the dictionary', (_action, path) => {
    expect(dictionaryLabel(path)).toBe(fieldLabel(path));
    expect(dictionaryLabel(path)).not.toBe(undefined);
  });

  it('names the fields given as examples in the words an admin uses', () => {
    expect(fieldLabel('topbar_bg')).toBe('Top bar background');
    expect(fieldLabel('prices.provider.social')).toBe('Price with an AI provider: write a post');
    expect(fieldLabel('prices.builtin.image')).toBe('Price with the built-in writer: make a picture');
    expect(fieldLabel('monthlyRechargeCapCents')).toBe('Monthly auto-recharge cap');
    expect(fieldLabel('planId')).toBe('Plan');
  });
});
