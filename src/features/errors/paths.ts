// The error feature's addresses: the generic error page and the pending page.
export const errorPaths = {
  error: '/error',
  pending: '/pending',
} as const;
