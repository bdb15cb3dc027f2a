// Demo stores for the locator (docs/seed-data.md "Demo stores"), beside the first five in seedData/stores.ts: Harbor
// stores around Columbus (ZIP 43215) and across Ohio, plus a few over the state line. Each sits at its ZIP's
// coordinates from the `zipcodes` data. Written the way store systems send them, so the search's normalization has work
// to do: some names end in a parenthetical, some ZIPs are ZIP+4, phones are formatted. Fixed data, no randomness.
import { zipcodes } from '../stores/zipData';

type Hours = { openTime: string; closeTime: string; closed: boolean }[];

const open = (openTime: string, closeTime: string) => ({ openTime, closeTime, closed: false });
const closed = { openTime: '', closeTime: '', closed: true };

/** Monday to Sunday; every store is closed on Sunday. */
const HOURS: Record<'standard' | 'late' | 'short', Hours> = {
  standard: [...Array.from({ length: 5 }, () => open('09:00', '18:00')), open('10:00', '16:00'), closed],
  late: [
    ...Array.from({ length: 4 }, () => open('09:00', '19:00')),
    open('09:00', '20:00'),
    open('09:00', '17:00'),
    closed,
  ],
  short: [...Array.from({ length: 5 }, () => open('10:00', '17:00')), closed, closed],
};

/** Store number, name after the brand, street, ZIP as the store system holds it (5 digits or ZIP+4), phone, hours. */
type Listing = [
  storeNumber: string,
  name: string,
  addressLine1: string,
  postalCode: string,
  phone: string,
  hours: keyof typeof HOURS,
  more?: { addressLine2?: string; active?: boolean },
];

// Within 50 miles of 43215 (distances from the ZIP centroids: 2 to 33 miles).
const CENTRAL_OHIO: Listing[] = [
  ['0501', 'Short North (Downtown)', '1020 N High St', '43201-2411', '(614) 555-0501', 'late'],
  ['0502', 'Clintonville', '3300 N High St', '43202', '(614) 555-0502', 'standard'],
  ['0503', 'Hilltop', '2900 W Broad St', '43204', '614-555-0503', 'standard'],
  ['0504', 'Olde Towne East', '1200 E Broad St', '43205', '(614) 555-0504', 'short'],
  ['0505', 'South Side', '2500 S High St', '43207-2316', '(614) 555-0505', 'standard', { addressLine2: 'Suite B' }],
  ['0506', 'Linden (Cleveland Ave)', '2600 Cleveland Ave', '43211', '614.555.0506', 'late'],
  ['0507', 'Whitehall', '4000 E Main St', '43213', '(614) 555-0507', 'standard', { active: false }],
  ['0508', 'Easton', '4100 Morse Crossing', '43219-6014', '(614) 555-0508', 'late'],
  ['0509', 'Northland', '1800 Morse Rd', '43229', '(614) 555-0509', 'standard'],
  ['0510', 'Worthington', '7000 N High St', '43085', '(614) 555-0510', 'short'],
  ['0511', 'Westerville (Uptown)', '20 N State St', '43081-2113', '(614) 555-0511', 'standard'],
  ['0512', 'Grove City', '3900 Broadway', '43123', '(614) 555-0512', 'standard'],
  ['0513', 'Delaware', '40 N Sandusky St', '43015', '(740) 555-0513', 'short'],
  ['0514', 'Lancaster', '200 N Memorial Dr', '43130', '(740) 555-0514', 'standard'],
  ['0515', 'Newark', '50 N 2nd St', '43055-5606', '(740) 555-0515', 'standard'],
];

// The rest of Ohio (40 to 146 miles from 43215).
const OHIO: Listing[] = [
  ['0701', 'Cleveland (Public Square)', '200 Superior Ave', '44113', '(216) 555-0701', 'late'],
  ['0702', 'Cleveland West Side', '6500 Lorain Ave', '44102', '(216) 555-0702', 'standard'],
  ['0703', 'Cleveland Slavic Village', '5600 Fleet Ave', '44105-3019', '(216) 555-0703', 'standard'],
  ['0704', 'Akron', '900 N Main St', '44310', '(330) 555-0704', 'standard'],
  ['0705', 'Akron South', '1400 S Arlington St', '44306', '(330) 555-0705', 'short'],
  ['0706', 'Canton', '1100 Market Ave N', '44703', '(330) 555-0706', 'standard'],
  ['0707', 'Youngstown', '100 W Federal St', '44502-1502', '(330) 555-0707', 'standard'],
  ['0708', 'Toledo (Downtown)', '500 Madison Ave', '43604', '(419) 555-0708', 'late'],
  ['0709', 'Toledo South', '1700 Broadway St', '43609', '(419) 555-0709', 'standard'],
  ['0710', 'Toledo North', '5200 Telegraph Rd', '43612', '(419) 555-0710', 'standard'],
  ['0711', 'Cincinnati (Over-the-Rhine)', '1300 Vine St', '45202-7216', '(513) 555-0711', 'late'],
  ['0712', 'Cincinnati West End', '3200 Warsaw Ave', '45205', '(513) 555-0712', 'standard'],
  ['0713', 'Cincinnati Westwood', '3000 Harrison Ave', '45211', '(513) 555-0713', 'standard'],
  ['0714', 'Cincinnati Roselawn', '7600 Reading Rd', '45237', '(513) 555-0714', 'short'],
  ['0715', 'Dayton East', '1500 E 3rd St', '45403', '(937) 555-0715', 'standard'],
  ['0716', 'Dayton South', '2300 S Smithville Rd', '45410-2642', '(937) 555-0716', 'standard'],
  ['0717', 'Springfield', '1600 E Main St', '45505', '(937) 555-0717', 'standard'],
  ['0718', 'Mansfield', '700 Park Ave W', '44903', '(419) 555-0718', 'short'],
  ['0719', 'Lima', '400 N Main St', '45801', '(419) 555-0719', 'standard'],
  ['0720', 'Zanesville', '1100 Maple Ave', '43701', '(740) 555-0720', 'standard'],
  ['0721', 'Chillicothe', '300 N Bridge St', '45601', '(740) 555-0721', 'standard'],
  ['0722', 'Portsmouth', '900 Gallia St', '45662', '(740) 555-0722', 'short'],
  ['0723', 'Athens', '700 E State St', '45701', '(740) 555-0723', 'standard'],
  ['0724', 'Marion', '1300 Marion-Mt Gilead Rd', '43302', '(740) 555-0724', 'standard'],
  ['0725', 'Sandusky', '1400 W Perkins Ave', '44870', '(419) 555-0725', 'short'],
  ['0726', 'Findlay', '1800 Tiffin Ave', '45840', '(419) 555-0726', 'standard'],
  ['0727', 'Hamilton', '1100 Main St', '45011', '(513) 555-0727', 'standard'],
  ['0728', 'Middletown', '2400 Central Ave', '45044', '(513) 555-0728', 'standard'],
  ['0729', 'Lorain', '2800 Broadway', '44052', '(440) 555-0729', 'standard'],
  ['0730', 'Steubenville', '400 Market St', '43952', '(740) 555-0730', 'short'],
];

// Over the state line, near Ohio stores: what a state restriction leaves out.
const NEIGHBOURS: Listing[] = [
  ['0801', 'Richmond', '1000 E Main St', '47374', '(765) 555-0801', 'standard'],
  ['0802', 'Huntington', '900 3rd Ave', '25701', '(304) 555-0802', 'standard'],
];

function toRow([storeNumber, name, addressLine1, postalCode, phone, hours, more = {}]: Listing) {
  const zip = zipcodes().lookup(postalCode.slice(0, 5));
  if (!zip) throw new Error(`seed store ${storeNumber}: no ZIP ${postalCode} in the zipcodes data`);
  return {
    storeNumber,
    storeName: `Harbor Check & Loan ${name}`,
    brand: 'harbor',
    addressLine1,
    addressLine2: more.addressLine2 ?? null,
    city: zip.city,
    state: zip.state,
    postalCode,
    latitude: zip.latitude,
    longitude: zip.longitude,
    phone,
    hours: HOURS[hours],
    active: more.active ?? true,
  };
}

export const LOCATOR_STORES = [...CENTRAL_OHIO, ...OHIO, ...NEIGHBOURS].map(toRow);
