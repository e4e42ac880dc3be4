import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from './mask.js';

describe('what the audit log keeps of a change', () => {
  it('shows a secret that has a value as ••••, at any depth and inside lists', () => {
    expect(
      maskSecrets({
        model: 'gpt-4o-mini',
        apiKey: 'sk-live-123',
        highlevelSecret: null,
        provider: { name: 'openai', token: 'abc' },
        hooks: [{ url: 'https://x.example', signingSecret: 's' }],
      }),
    ).toEqual({
      model: 'gpt-4o-mini',
      apiKey: MASK,
      highlevelSecret: null,
      provider: { name: 'openai', token: MASK },
      hooks: [{ url: 'https://x.example', signingSecret: MASK }],
    });
  });
});
