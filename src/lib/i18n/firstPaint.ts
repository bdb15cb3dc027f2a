// Which English words the login page's first paint ships with. The rest (whole features that have no part in that
// paint) ship with the layer that joins after it (src/app/lateLayer.ts), which every other screen waits for, so no
// screen renders before its words are there. The production build splits the catalogue this way
// (precompile.ts); development and tests keep it whole.

/** Features whose words no first-paint screen (login, the error pages, the page shell) shows. */
const LATER_PREFIXES = [
  'enrollment.',
  'signup.',
  'password.',
  'mfa.',
  'verification.',
  'devtools.',
  'admin.',
  'application.',
  'account.',
  'conversion.',
  'stores.',
  // The security settings, a signed-in account page.
  'security.',
  // The server-rendered brand pages' words and its refusals: the server reads them, no screen does.
  'pages.',
  'refusals.',
  // Each brand's application and account wording (brands/content.ts), read only by those screens.
  'brand.',
  // The other forms' messages (enrollment, password, application).
  'validation.',
];
/**
 * Words of those features the first paint does show: the password field's show/hide toggle, the call-us page's
 * hours, the login form's messages.
 */
const FIRST_PAINT_EXCEPTIONS = [
  'password.field.',
  'brand.contactHours',
  'validation.email',
  'validation.passwordRequired',
];

export const isFirstPaintKey = (key: string): boolean =>
  !LATER_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
  FIRST_PAINT_EXCEPTIONS.some((prefix) => key.startsWith(prefix));
