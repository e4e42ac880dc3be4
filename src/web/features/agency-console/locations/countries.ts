/**
 * The ISO 3166-1 alpha-2 country codes. Browsers name a region from its code but cannot list the
 * regions they know, so the list is kept here.
 */
const COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI
FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM
MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT
PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM
TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name, or its code when the browser has no name for it. */
export const countryName = (code: string) => regionNames.of(code) ?? code;

/** Every country as a select offers it, by name, with its code in the label to tell look-alikes apart. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${countryName(code)} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The country of the browser's language (en-GB → GB), to start a new location with. */
export function browserCountry(): string {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region ?? '';
    return COUNTRY_CODES.includes(region) ? region : '';
  } catch {
    return '';
  }
}
