// The security settings page's address: one of the account's pages, in a feature of its own.
export const securityPaths = {
  home: '/account/security',
} as const;
