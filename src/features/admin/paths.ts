// The admin feature's addresses (spec 000 section 2; the admin error page's path is ours).
export const adminPaths = {
  login: '/admin/login',
  landing: '/admin/landing',
  error: '/admin/error',
} as const;
