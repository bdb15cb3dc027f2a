// Where a customer is, for the hours we may text them: the time zones of the address on file. Most states keep one
// zone. In the states split between two, the ZIP code's first three digits name the side where the post offices
// they cover all keep one zone; where those digits cover both sides, or there is no ZIP, the customer may be in
// either zone and both count: a text must fall inside the allowed hours in each (server/preferences/quietHours.ts).
// With no state on file, every zone below counts. Places too small for their own rule (Alaska's Aleutians west of
// 169°30', West Wendover in Nevada) follow their state's main zone.

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const ARIZONA = 'America/Phoenix';
const PACIFIC = 'America/Los_Angeles';
const ALASKA = 'America/Anchorage';
const HAWAII = 'Pacific/Honolulu';

/** Each state's (and DC's) main zone: where most of its people live. */
// prettier-ignore
const MAIN_ZONE: Record<string, string> = {
  AL: CENTRAL, AK: ALASKA, AZ: ARIZONA, AR: CENTRAL, CA: PACIFIC, CO: MOUNTAIN, CT: EASTERN, DE: EASTERN,
  DC: EASTERN, FL: EASTERN, GA: EASTERN, HI: HAWAII, ID: MOUNTAIN, IL: CENTRAL, IN: EASTERN, IA: CENTRAL,
  KS: CENTRAL, KY: EASTERN, LA: CENTRAL, ME: EASTERN, MD: EASTERN, MA: EASTERN, MI: EASTERN, MN: CENTRAL,
  MS: CENTRAL, MO: CENTRAL, MT: MOUNTAIN, NE: CENTRAL, NV: PACIFIC, NH: EASTERN, NJ: EASTERN, NM: MOUNTAIN,
  NY: EASTERN, NC: EASTERN, ND: CENTRAL, OH: EASTERN, OK: CENTRAL, OR: PACIFIC, PA: EASTERN, RI: EASTERN,
  SC: EASTERN, SD: CENTRAL, TN: CENTRAL, TX: CENTRAL, UT: MOUNTAIN, VT: EASTERN, VA: EASTERN, WA: PACIFIC,
  WV: EASTERN, WI: CENTRAL, WY: MOUNTAIN,
};

/**
 * The split states' ZIP prefixes that are not (only) in the main zone: one zone where the prefix's area keeps it,
 * two where the prefix covers both sides of the line.
 */
const BY_ZIP_PREFIX: Record<string, Record<string, readonly string[]>> = {
  // The Navajo Nation keeps daylight saving time; the rest of Arizona does not.
  AZ: { '865': [ARIZONA, MOUNTAIN] },
  // The panhandle west of the Apalachicola River.
  FL: { '324': [CENTRAL], '325': [CENTRAL] },
  // The northern panhandle.
  ID: { '835': [PACIFIC], '838': [PACIFIC] },
  // The north-west (Gary) and south-west (Evansville) corners.
  IN: { '463': [CENTRAL], '464': [CENTRAL], '476': [CENTRAL], '477': [CENTRAL] },
  // Four western counties.
  KS: { '677': [CENTRAL, MOUNTAIN], '678': [CENTRAL, MOUNTAIN] },
  // The western half.
  KY: {
    '420': [CENTRAL],
    '421': [CENTRAL],
    '422': [CENTRAL],
    '423': [CENTRAL],
    '424': [CENTRAL],
    '427': [EASTERN, CENTRAL],
  },
  // Four counties of the Upper Peninsula on the Wisconsin border.
  MI: { '498': [EASTERN, CENTRAL], '499': [EASTERN, CENTRAL] },
  // The panhandle.
  NE: { '691': [CENTRAL, MOUNTAIN], '692': [CENTRAL, MOUNTAIN], '693': [MOUNTAIN] },
  // The south-west.
  ND: { '586': [MOUNTAIN], '588': [CENTRAL, MOUNTAIN] },
  // Malheur County.
  OR: { '979': [MOUNTAIN] },
  // West of the Missouri River.
  SD: { '576': [CENTRAL, MOUNTAIN], '577': [MOUNTAIN] },
  // East Tennessee.
  TN: {
    '373': [EASTERN, CENTRAL],
    '374': [EASTERN],
    '376': [EASTERN],
    '377': [EASTERN],
    '378': [EASTERN],
    '379': [EASTERN],
  },
  // El Paso and Hudspeth counties.
  TX: { '798': [MOUNTAIN], '799': [MOUNTAIN], '885': [MOUNTAIN] },
};

/** Every zone a US address can be in: what counts when we know nothing of where the customer is. */
export const ALL_ZONES: readonly string[] = [
  ...new Set([...Object.values(MAIN_ZONE), ...Object.values(BY_ZIP_PREFIX).flatMap((z) => Object.values(z).flat())]),
];

/** The states whose ZIP prefixes can move a customer out of the main zone (for the tests and the docs). */
export const SPLIT_STATES: readonly string[] = Object.keys(BY_ZIP_PREFIX);

/** The zones the customer may be in, from their state and ZIP on file: one, or two in a split state's border areas. */
export function zonesOf(stateCode: string | null | undefined, zipCode: string | null | undefined): readonly string[] {
  const state = stateCode?.trim().toUpperCase() ?? '';
  const main = Object.hasOwn(MAIN_ZONE, state) ? MAIN_ZONE[state] : undefined;
  if (!main) return ALL_ZONES;
  const prefixes = Object.hasOwn(BY_ZIP_PREFIX, state) ? BY_ZIP_PREFIX[state] : undefined;
  if (!prefixes) return [main];
  const zip = /^\d{5}/.exec(zipCode?.trim() ?? '')?.[0];
  if (!zip) return [...new Set([main, ...Object.values(prefixes).flat()])];
  const prefix = zip.slice(0, 3);
  return Object.hasOwn(prefixes, prefix) ? (prefixes[prefix] ?? [main]) : [main];
}
