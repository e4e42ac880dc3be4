import { describe, expect, it } from 'vitest';
import { type BrandFormValues, inputOf, validateBrandForm } from './form-values';

const BAKERY: BrandFormValues = {
  category: 'bakery',
  categoryOther: '',
  offers: [],
  audience: '',
  voice: '',
  avoid: '',
  hours: '',
  website: '',
  address: '',
  phone: '',
  hiddenCategories: [],
  showSolemn: false,
  ownColours: false,
  primary: '#f4a259',
  accent: '#1f3a5f',
};

describe('the brand profile form', () => {
  it('leaves out a product row added and left empty, and saves the rest', () => {
    const values = {
      ...BAKERY,
      offers: [
        { name: 'apple pies', line: '' },
        { name: ' ', line: '' },
      ],
    };
    expect(validateBrandForm(values)).toEqual({});
    expect(inputOf(values).offers).toEqual([{ name: 'apple pies', line: '' }]);
  });

  it('sends a colour typed the short way written out in full', () => {
    const values = { ...BAKERY, ownColours: true, primary: '#fff', accent: '#1F3' };
    expect(validateBrandForm(values)).toEqual({});
    expect(inputOf(values).colours).toEqual({ primary: '#ffffff', accent: '#11ff33' });
  });

  it('puts the message about a product without a name on its own row, past the empty ones', () => {
    const values = {
      ...BAKERY,
      offers: [
        { name: '', line: '' },
        { name: '', line: 'made to order' },
      ],
    };
    expect(validateBrandForm(values)).toEqual({ 'offers.1.name': 'This field is required.' });
  });
});
