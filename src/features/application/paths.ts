// The application feature's addresses (spec 001 section 2): the flow is matched by prefix.
export const applicationPaths = {
  home: '/application',
  anyStep: '/application/*',
} as const;
