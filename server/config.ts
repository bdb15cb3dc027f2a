// Server configuration: every knob is an environment variable with an embedded default, validated once at boot
// so a typo fails loudly at start-up instead of at the first request that needs it.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base64 32-byte key for SSN encryption; generated into dataDir when absent (dev only). */
  ssnKey: string | undefined;
  publicUrl: string;
  cognito: {
    /** When set, the browser talks to this real Cognito endpoint/pool instead of the embedded one. */
    externalEndpoint: string | undefined;
    userPoolId: string;
    clientId: string;
    accessTokenMinutes: number;
    refreshTokenDays: number;
    /**
     * Cognito's app-client setting. Off by default because the spec's catalogue tells a customer when no account
     * matches a forgot-password e-mail; the risk check and code throttles bound what that reveals.
     */
    preventUserExistenceErrors: boolean;
  };
  /**
   * The pool's enrollment template user (group "enrollment"): POST /auth/enrollment-session creates a temporary
   * identity of each visitor's own modelled on it (its attributes), so no two visitors share an identity. The
   * template itself is never signed in for visitors.
   */
  enrollmentUsername: string;
  plaid: { clientId: string | undefined; secret: string | undefined; env: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  flagsFile: string;
  logLevel: string;
  /** Trust X-Forwarded-* only behind a known proxy; otherwise any client could choose its own IP for throttles. */
  trustProxy: boolean;
  /**
   * What the Content-Security-Policy allows beyond the portal's own origin (server/http/security.ts): origins a
   * deployment adds for services the browser reaches directly, such as map tiles. Plaid Link's origins are added
   * by themselves when PLAID_CLIENT_ID is set, and a real Cognito endpoint's when COGNITO_ENDPOINT is.
   */
  csp: { connectSrc: string[]; scriptSrc: string[]; frameSrc: string[]; imgSrc: string[] };
  /** Permissions-Policy lets the portal's own pages ask for the visitor's location (a branch map); off by default. */
  allowGeolocation: boolean;
  /**
   * The store map's tiles (Leaflet's `{z}/{x}/{y}` template) and the credit the tile provider requires. The browser
   * fetches tiles itself, so the template's origin joins the policy's img-src; the map's markers and the store list
   * work without any tile.
   */
  map: { tileUrl: string; attribution: string };
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** A tile template: an http(s) URL or a same-origin path, with Leaflet's {z}, {x}, {y} (and optionally {s}, {r}). */
const TILE_URL = /^(https?:\/\/[a-z0-9.{}-]+(:\d{1,5})?)?\/[\w./~%{}@-]*$/i;

/** The CSP source of a tile template's host: `{s}.tile.example.com` needs `*.tile.example.com`; none for a path. */
export function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!match) return undefined;
  return `${match[1]}://${(match[2] ?? '').replace(/^\{s\}\./, '*.')}`;
}

function readMap(env: NodeJS.ProcessEnv): Config['map'] {
  const tileUrl = env.MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  const origin = tileOrigin(tileUrl);
  if (!TILE_URL.test(tileUrl) || !/\{z\}/.test(tileUrl) || (origin && !CSP_SOURCE.test(origin))) {
    throw new Error(`MAP_TILE_URL must be a tile template such as ${DEFAULT_TILE_URL}, got "${tileUrl}"`);
  }
  const attribution = (env.MAP_TILE_ATTRIBUTION ?? DEFAULT_TILE_ATTRIBUTION).trim().slice(0, 200);
  return { tileUrl, attribution };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** A CSP source the config may add: an http(s)/ws(s) origin (wildcard sub-domain allowed, path optional). */
const CSP_SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[\w./~%-]*)?$/i;

/** A space- or comma-separated list of CSP sources; anything else (a quote, a semicolon, a keyword) fails start-up. */
function cspSources(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((source) => {
    if (!CSP_SOURCE.test(source)) {
      throw new Error(`${name} must list origins such as https://tiles.example.com, got "${source}"`);
    }
    return source;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const userPoolId = env.COGNITO_USER_POOL_ID ?? 'us-east-1_LocalPool';
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(userPoolId)) {
    throw new Error(`COGNITO_USER_POOL_ID must look like <region>_<id>, got "${userPoolId}"`);
  }
  const map = readMap(env);
  const tileSource = tileOrigin(map.tileUrl);
  const tiles = tileSource ? [tileSource] : [];
  // Plaid is both or neither: with one alone the portal would half-use Plaid (its CSP) and half the sandbox.
  if (Boolean(env.PLAID_CLIENT_ID) !== Boolean(env.PLAID_SECRET)) {
    throw new Error('PLAID_CLIENT_ID and PLAID_SECRET must be set together (neither: the embedded Link sandbox)');
  }
  if (production && !env.SSN_ENCRYPTION_KEY) {
    throw new Error('SSN_ENCRYPTION_KEY is required when NODE_ENV=production');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    ssnKey: env.SSN_ENCRYPTION_KEY || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    cognito: {
      externalEndpoint: env.COGNITO_ENDPOINT || undefined,
      userPoolId,
      clientId: env.COGNITO_CLIENT_ID ?? 'localportalclient0000000001',
      accessTokenMinutes: int(env, 'ACCESS_TOKEN_MINUTES', 60),
      refreshTokenDays: int(env, 'REFRESH_TOKEN_DAYS', 30),
      preventUserExistenceErrors: env.COGNITO_PREVENT_USER_EXISTENCE_ERRORS === '1',
    },
    enrollmentUsername: (env.ENROLLMENT_USERNAME || 'enroll.user@example.com').trim().toLowerCase(),
    plaid: {
      clientId: env.PLAID_CLIENT_ID || undefined,
      secret: env.PLAID_SECRET || undefined,
      env: env.PLAID_ENV ?? 'sandbox',
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@portal.localhost',
    flagsFile: path.resolve(env.FLAGS_FILE ?? 'server/flags/defaults.json'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    csp: {
      connectSrc: cspSources(env, 'CSP_EXTRA_CONNECT'),
      scriptSrc: cspSources(env, 'CSP_EXTRA_SCRIPT'),
      frameSrc: cspSources(env, 'CSP_EXTRA_FRAME'),
      imgSrc: [...cspSources(env, 'CSP_EXTRA_IMG'), ...tiles],
    },
    allowGeolocation: env.ALLOW_GEOLOCATION === '1' || env.ALLOW_GEOLOCATION === 'true',
    map,
  };
}
