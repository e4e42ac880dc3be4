/** Every time zone the browser knows, UTC first (browsers list only the named zones). */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** The zones a select offers; a stored zone the browser does not list (an old alias) is kept on offer. */
export const timeZoneChoices = (current: string) =>
  current && !TIME_ZONES.includes(current) ? [current, ...TIME_ZONES] : TIME_ZONES;

/** The browser's own time zone, to start a new location with. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
