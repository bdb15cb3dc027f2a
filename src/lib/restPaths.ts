// The REST endpoints beside GraphQL and the brand pages, named once for the client that posts to them and the server that routes them
// (the server may import src/lib, and nothing else of src/).
export const restPaths = {
  /** The risk check: failed logins and forgot-password requests, with the device fingerprint. */
  riskCheck: '/auth',
  forgotEmail: '/auth/forgot-email',
  enrollmentSession: '/auth/enrollment-session',
  passwordChanged: '/password-changed',
  /** Whether a password-reset link's code is still good (checked, not used, when the change-password page opens). */
  resetLinkCheck: '/auth/reset-link',
  /** The store locator: public, throttled per client address. */
  storeSearch: '/locations/search',
} as const;

/** The brand's own static pages the server renders; the app leaves for them (a full page load, not a route). */
export const brandPages = {
  notFound: '/pages/not-found',
  maintenance: '/pages/maintenance',
} as const;

export const brandPageUrl = (page: keyof typeof brandPages, brand: string) =>
  `${brandPages[page]}?brand=${encodeURIComponent(brand)}`;

/** Portal pages the server's own pages link to (they have no router): "Apply now" on the brand pages leads here. */
export const portalEntryPaths = {
  signUp: '/signup',
} as const;
