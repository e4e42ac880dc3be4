import { describe, expect, it } from 'vitest';
import type { AgencyAi } from '../../../../contract/agency-console/ai';
import { keepsStoredKey, providerFormErrors, providerFormValuesOf, providerInputOf } from './provider-form';
import { currentProviderLine } from './provider-labels';

const own: NonNullable<AgencyAi['own']> = {
  provider: 'openai',
  baseUrl: null,
  model: 'gpt-4o-mini',
  keyHint: '…x9Zq',
};

describe("the agency's own AI provider form", () => {
  it("says which provider writes the posts: the agency's own, or the deployment's", () => {
    expect(currentProviderLine({ own, deployment: 'OpenAI gpt-4o' })).toBe(
      'Your own: OpenAI, model gpt-4o-mini, key …x9Zq',
    );
    expect(currentProviderLine({ own: null, deployment: 'the built-in writer' })).toBe(
      "The deployment's: the built-in writer",
    );
  });

  it('leaves an empty key out, so the stored key is kept', () => {
    const values = { ...providerFormValuesOf(own), apiKey: '  ' };
    expect(providerInputOf(values)).toEqual({
      provider: 'openai',
      baseUrl: '',
      model: 'gpt-4o-mini',
      apiKey: undefined,
    });
    expect(providerFormErrors(values)).toEqual({});
  });

  it('offers to keep the stored key only for the same provider at the same address', () => {
    const values = providerFormValuesOf(own);
    expect(keepsStoredKey(own, values)).toBe(true);
    expect(keepsStoredKey(own, { ...values, provider: 'anthropic' })).toBe(false);
    expect(keepsStoredKey(own, { ...values, baseUrl: 'https://proxy.example.com/v1' })).toBe(false);
    expect(keepsStoredKey(null, values)).toBe(false);
  });

  it('asks an OpenAI-compatible provider for its address, and a model of every provider', () => {
    const errors = providerFormErrors({
      provider: 'openai-compatible',
      baseUrl: '',
      model: '',
      apiKey: 'sk-12345678',
    });
    expect(errors.baseUrl).toBe('This field is required for an OpenAI-compatible provider.');
    expect(errors.model).toBe('This field is required.');
  });
});
