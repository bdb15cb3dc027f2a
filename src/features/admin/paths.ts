// The admin feature's addresses (the admin error page's path is ours).
export const adminPaths = {
  login: '/admin/login',
  landing: '/admin/landing',
  error: '/admin/error',
} as const;
