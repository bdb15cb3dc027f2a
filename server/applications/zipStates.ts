// The states a ZIP code lies in, from the `zipcodes` package's US ZIP data (a maintained data set, not a hand list).
// A ZIP belongs to one state in that data; the answer is a list because the contract allows for the few that straddle.
import { zipcodes } from '../stores/zipData';

export function statesForZip(zip: string): string[] {
  if (!/^\d{5}$/.test(zip)) return [];
  const place = zipcodes().lookup(zip);
  return place && place.country === 'US' && place.state ? [place.state] : [];
}
