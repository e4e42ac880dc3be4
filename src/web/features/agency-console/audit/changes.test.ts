import { describe, expect, it } from 'vitest';
import { changedFields, shownValue } from './changes';

describe('the before → after of an audit event', () => {
  it('lists only the fields whose value changed', () => {
    expect(changedFields({ name: 'Bakery', country: 'FR' }, { name: 'Bakery & Co', country: 'FR' })).toEqual([
      { field: 'name', before: 'Bakery', after: 'Bakery & Co' },
    ]);
  });

  it('shows every field of something created, with nothing before it, and of something deleted', () => {
    expect(changedFields(null, { name: 'Starter', userLimit: 3 })).toEqual([
      { field: 'name', before: '—', after: 'Starter' },
      { field: 'userLimit', before: '—', after: '3' },
    ]);
    expect(changedFields({ name: 'Starter' }, null)).toEqual([
      { field: 'name', before: 'Starter', after: '—' },
    ]);
  });

  it('shows a masked secret as it comes, so a changed key reads as changed without its value', () => {
    expect(changedFields({ model: 'gpt-4o-mini' }, { model: 'gpt-4o-mini', apiKey: '••••' })).toEqual([
      { field: 'apiKey', before: '—', after: '••••' },
    ]);
  });

  it('writes lists and nested values as JSON, and empty values as a dash', () => {
    expect(shownValue(['calendar', 'social'])).toBe('["calendar","social"]');
    expect(shownValue({ topbar_bg: '#fff' })).toBe('{"topbar_bg":"#fff"}');
    expect(shownValue(false)).toBe('false');
    expect(shownValue('')).toBe('—');
    expect(shownValue(null)).toBe('—');
  });
});
