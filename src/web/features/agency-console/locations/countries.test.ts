import { describe, expect, it } from 'vitest';
import { countrySchema, timeZoneSchema } from '../../../../contract/agency-console/locations';
import { COUNTRY_OPTIONS, countryName } from './countries';
import { timeZoneChoices, type ZoneGroup, zoneForCountry, zonesOfCountry } from './time-zones';

const resolvedZone = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** The select's headed groups of zones. */
const groupsOf = (choices: string[] | ZoneGroup[]) =>
  choices.filter((choice): choice is ZoneGroup => typeof choice !== 'string');

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

  it("offers the country's own zones first, each with the area it covers, then every other zone once", () => {
    const [own, others] = groupsOf(timeZoneChoices('America/Chicago', 'US'));
    expect(own?.group).toBe('United States');
    expect(own?.items[0]).toEqual({
      value: 'America/New_York',
      label: 'America/New_York — Eastern (most areas)',
    });
    expect(others?.group).toBe('Other time zones');
    const values = [...(own?.items ?? []), ...(others?.items ?? [])].map((item) => item.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('Europe/Paris');
    for (const zone of values) expect(timeZoneSchema.safeParse(zone).success).toBe(true);
  });

  it('every country the select offers that keeps clocks has its zones, all known to the server', () => {
    for (const { value } of COUNTRY_OPTIONS) {
      for (const { zone } of zonesOfCountry(value)) expect(timeZoneSchema.safeParse(zone).success).toBe(true);
    }
    expect(zonesOfCountry('IN').map(({ zone }) => resolvedZone(zone))).toEqual([
      resolvedZone('Asia/Kolkata'),
    ]);
  });
});

describe("a new location's time zone follows its country", () => {
  it('a country of one zone sets it, whatever zone the form had', () => {
    expect(zoneForCountry('FR', 'America/New_York', 'America/New_York')).toBe('Europe/Paris');
    expect(zoneForCountry('ZA', '', 'Europe/London')).toBe('Africa/Johannesburg');
  });

  it('a zone the country keeps stays, under any of its names', () => {
    expect(zoneForCountry('US', 'America/Denver', 'Europe/Paris')).toBe('America/Denver');
    expect(resolvedZone(zoneForCountry('IN', 'Asia/Calcutta', 'UTC'))).toBe(resolvedZone('Asia/Kolkata'));
  });

  it("a country of several zones takes the browser's where it keeps it, else leaves the choice to the person", () => {
    expect(zoneForCountry('AU', 'Europe/London', 'Australia/Perth')).toBe('Australia/Perth');
    expect(zoneForCountry('AU', 'Europe/London', 'Europe/London')).toBe('');
  });

  it('a country the tz database lists no zone for keeps the zone there is', () => {
    expect(zoneForCountry('BV', 'UTC', 'UTC')).toBe('UTC');
  });
});
