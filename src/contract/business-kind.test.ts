import { describe, expect, it } from 'vitest';
import { kindFromBusinessName } from './business-kind.js';

describe('the kind of business a name says', () => {
  it.each([
    ['Sunrise Bakery', 'bakery'],
    ['Bäckerei Müller', 'bakery'],
    ['Boulangerie Dupont', 'bakery'],
    ['Sunrise Bakery & Café', 'bakery'],
    ['The Coffee Bar', 'cafe'],
    ['Café de Flore', 'cafe'],
    ["Joe's Barber Shop", 'barber'],
    ['Happy Paws Pet Shop', 'pets'],
    ['Iron Temple Gym', 'gym'],
    ['Lotus Yoga Studio', 'yoga'],
    ['Smith & Partners Solicitors', 'law'],
    ['Kanzlei Schmidt', 'law'],
    ['Bright Smile Dental', 'dental'],
    ['Harbour Real Estate', 'realEstate'],
    ['Trattoria da Mario', 'restaurant'],
    ["O'Neill's Pub", 'bar'],
    ['Glow Beauty Salon', 'salon'],
    ['Riverside Physio', 'clinic'],
    ['Bloom Florist', 'florist'],
    ['Grand Hotel Europa', 'hotel'],
    ['Maple Tutoring Academy', 'education'],
    ['Kodak Moments Photography', 'photography'],
    ['Main Street Motors', 'auto'],
    ['Little Book Shop', 'retail'],
    ['Sushi Bar Tokyo', 'restaurant'],
    ['Nail Bar Deluxe', 'salon'],
    ['Grand Hotel & Spa', 'hotel'],
    ['Baker Street Dental', 'dental'],
    ['Barber & Sons Solicitors', 'law'],
  ])('"%s" is a %s', (name, kind) => {
    expect(kindFromBusinessName(name)).toBe(kind);
  });

  it('a name that does not say what the business does says nothing, and no word is matched inside another', () => {
    expect(kindFromBusinessName('Acme Holdings')).toBeNull();
    expect(kindFromBusinessName('Barbara Jones')).toBeNull();
    expect(kindFromBusinessName('Innovate Labs')).toBeNull();
    // Surnames and words of other trades say nothing alone.
    expect(kindFromBusinessName('Baker McKenzie')).toBeNull();
    expect(kindFromBusinessName('Kitchen Design Studio')).toBeNull();
    expect(kindFromBusinessName('Praxis Consulting')).toBeNull();
    expect(kindFromBusinessName('Taller Tales Books')).toBeNull();
    expect(kindFromBusinessName('')).toBeNull();
  });
});
