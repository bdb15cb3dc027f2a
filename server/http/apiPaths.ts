// The server's own path prefixes, shared by the SPA fallback (server/http/client.ts) and the dev proxy
// (vite.config.ts) so the two cannot drift. Matched by whole segment: "/auth" must not swallow "/authentication".
export const API_PREFIXES = [
  '/graphql',
  '/cognito',
  '/config.json',
  '/healthz',
  '/readyz',
  '/metrics',
  '/dev',
  '/footer-links',
  '/flags',
  '/auth',
  '/password-changed',
  '/locations',
  '/analytics',
  '/pages',
  '/documents',
  '/bank-link',
  '/sms',
];

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/** The same prefixes as anchored patterns (Vite's proxy treats a key starting with "^" as a RegExp). */
export const apiPathPatterns = () => API_PREFIXES.map((p) => `^${p.replace(/\./g, '\\.')}(/|$|\\?)`);
