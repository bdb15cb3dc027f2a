// The demo stores (docs/seed-data.md "Demo stores"): the first five Harbor stores, at hand-placed street coordinates
// (../seedStores.ts has the rest, at their ZIPs' coordinates).

const weekdays = (open: string, close: string) => [
  ...Array.from({ length: 5 }, () => ({ openTime: open, closeTime: close, closed: false })),
  { openTime: '10:00', closeTime: '16:00', closed: false },
  { openTime: '', closeTime: '', closed: true },
];

export const DEMO_STORES = [
  {
    storeNumber: '0417',
    storeName: 'Harbor Check & Loan Broad St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    addressLine1: '250 E Broad St',
    latitude: 39.9637,
    longitude: -82.9946,
    phone: '6145550417',
  },
  {
    storeNumber: '0422',
    storeName: 'Harbor Check & Loan Reynoldsburg',
    city: 'Reynoldsburg',
    state: 'OH',
    postalCode: '43068',
    addressLine1: '6400 E Main St',
    latitude: 39.9548,
    longitude: -82.8121,
    phone: '6145550422',
  },
  {
    storeNumber: '0431',
    storeName: 'Harbor Check & Loan Hilliard',
    city: 'Hilliard',
    state: 'OH',
    postalCode: '43026',
    addressLine1: '3900 Main St',
    latitude: 40.0334,
    longitude: -83.1588,
    phone: '6145550431',
  },
  {
    storeNumber: '0455',
    storeName: 'Harbor Check & Loan Dayton',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45402',
    addressLine1: '12 S Main St',
    latitude: 39.7589,
    longitude: -84.1916,
    phone: '9375550455',
  },
  {
    storeNumber: '0610',
    storeName: 'Harbor Check & Loan Louisville',
    city: 'Louisville',
    state: 'KY',
    postalCode: '40202',
    addressLine1: '500 W Market St',
    latitude: 38.2555,
    longitude: -85.7621,
    phone: '5025550610',
  },
].map((s) => ({ ...s, brand: 'harbor', addressLine2: null, hours: weekdays('09:00', '18:00'), active: true }));
