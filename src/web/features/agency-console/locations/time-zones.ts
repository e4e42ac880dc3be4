import { countryName } from './countries';
import { ZONES_BY_COUNTRY } from './zone-table';

/** Every time zone the browser knows, UTC first (browsers list only the named zones). */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** Zones resolved so far: the form asks again on every keystroke. */
const resolvedZones = new Map<string, string | null>();

/** A zone's name as this browser resolves it: Asia/Kolkata and Asia/Calcutta are one zone, however named. */
function resolved(zone: string): string | null {
  const known = resolvedZones.get(zone);
  if (known !== undefined) return known;
  let name: string | null;
  try {
    name = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    name = null;
  }
  resolvedZones.set(zone, name);
  return name;
}

/** The name the browser's list gives each zone, by its resolved name. */
let listed: Map<string, string> | undefined;
function listedName(zone: string): string | null {
  listed ??= new Map(TIME_ZONES.map((name) => [resolved(name) ?? name, name]));
  const name = resolved(zone);
  return name === null ? null : (listed.get(name) ?? name);
}

const sameZone = (a: string, b: string) => a !== '' && b !== '' && resolved(a) === resolved(b);

/** A country's time zones under the names the select offers, with the part of the country each covers. */
export function zonesOfCountry(country: string): { zone: string; area: string }[] {
  return (ZONES_BY_COUNTRY[country] ?? []).flatMap(([zone, area]) => {
    const name = listedName(zone);
    return name === null ? [] : [{ zone: name, area }];
  });
}

/** Zones the select offers under a heading. */
export interface ZoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The zones a select offers: the country's first, each with the area it covers, then every other; a stored
 * zone the browser does not list (an old alias) is kept on offer.
 */
export function timeZoneChoices(current: string, country = ''): string[] | ZoneGroup[] {
  const all = current && !TIME_ZONES.includes(current) ? [current, ...TIME_ZONES] : TIME_ZONES;
  const own = zonesOfCountry(country);
  if (own.length === 0) return all;
  // By resolved name, so another name of one of them is not offered again below (but the stored one).
  const ownZones = new Set(own.map(({ zone }) => resolved(zone)));
  return [
    {
      group: countryName(country),
      items: own.map(({ zone, area }) => ({ value: zone, label: area ? `${zone} — ${area}` : zone })),
    },
    {
      group: 'Other time zones',
      items: all
        .filter((zone) => !ownZones.has(resolved(zone)))
        .map((zone) => ({ value: zone, label: zone })),
    },
  ];
}

/**
 * The zone a location takes when its country is chosen: the one it has if the country keeps it, else the
 * browser's if the country keeps that, else the country's only one. A country of several zones, none of
 * them already chosen, leaves the choice to the person ('' until then); a country the table does not know
 * keeps the zone there is.
 */
export function zoneForCountry(country: string, current: string, browser: string): string {
  const own = zonesOfCountry(country);
  if (own.length === 0) return current;
  const kept =
    own.find(({ zone }) => sameZone(zone, current)) ?? own.find(({ zone }) => sameZone(zone, browser));
  if (kept) return kept.zone;
  return own.length === 1 ? (own[0]?.zone ?? '') : '';
}

/** The browser's own time zone, to start a new location with. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
