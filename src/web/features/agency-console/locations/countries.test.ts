import { describe, expect, it } from 'vitest';
import { countrySchema, timeZoneSchema } from '../../../../contract/agency-console/locations';
import { COUNTRY_OPTIONS, countryName } from './countries';
import { timeZoneChoices } from './time-zones';

describe('the countries and time zones a location is given', () => {
  it('offers every ISO 3166-1 country once, by its English name, sorted', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(249);
    expect(new Set(COUNTRY_OPTIONS.map((option) => option.value)).size).toBe(249);
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'FR')?.label).toBe('France (FR)');
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers only codes the server accepts', () => {
    for (const { value } of COUNTRY_OPTIONS) expect(countrySchema.safeParse(value).success).toBe(true);
  });

  it('names a stored country, and shows a code it has no name for as it is', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('QQ')).toBe('QQ');
  });

  it('offers UTC first and every zone the server accepts, keeping a stored zone the list lacks', () => {
    const zones = timeZoneChoices('Europe/Paris');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    for (const zone of zones) expect(timeZoneSchema.safeParse(zone).success).toBe(true);
    expect(timeZoneChoices('Etc/GMT+5')[0]).toBe('Etc/GMT+5');
  });
});
