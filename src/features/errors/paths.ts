// The error feature's addresses: the generic error page and the pending page (spec 000 section 2).
export const errorPaths = {
  error: '/error',
  pending: '/pending',
} as const;
