// The application feature's addresses (spec 001 section 2), matched by prefix under /application.
const APPLICATION = '/application';
const page = (name: string) => `${APPLICATION}/${name}`;

export const applicationPaths = {
  home: APPLICATION,
  anyStep: `${APPLICATION}/*`,
  welcome: page('welcome'),
  resume: page('resume'),
  account: page('account'),
  personal: page('personal'),
  productPreference: page('product-preference'),
  storeSelect: page('store-select'),
  income: page('income'),
  notInState: page('not-in-state'),
  notEligible: page('not-eligible'),
  continueConversion: page('continue-conversion'),
  conversionEligibleEnrollment: page('conversion-eligible-enrollment'),
  forceEnrollment: page('force-enrollment'),
  bank: page('bank'),
} as const;

/**
 * The spec's later application routes (bank onwards: the next issue). Each shows a "coming next" page for now, so a
 * customer whose application has moved on is never at a dead end.
 */
export const laterApplicationPages = [
  'agreements/not-ready',
  'bank',
  'bank/manual',
  'bank/plaid',
  'bank/consent',
  'bank/open',
  'bank/verify',
  'bank/account-select',
  'bank/error-initializing',
  'bank/invalid-credentials',
  'bank/no-auth',
  'bank/no-data',
  'bank/no-checking',
  'otp',
  'products',
  'amount',
  'bank-verification',
  'upload-docs',
  'submit',
  'transition',
  'esign',
  'hold-esign',
  'thank-you',
  'agreements',
  'approved/agreements',
  'another-option-selected',
  'identity',
  'identity/verify',
  'identity/opt-out',
  'adverse-action',
  'adverse-action/retail',
  'adverse-action/thank-you',
  'adverse-action/keep-in-mind',
].map(page);

export const isApplicationPath = (pathname: string) =>
  pathname === APPLICATION || pathname.startsWith(`${APPLICATION}/`);
