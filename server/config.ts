// Server configuration: every knob is an environment variable with an embedded default, validated once at boot
// so a typo fails loudly at start-up instead of at the first request that needs it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readAdminCredentials, type AdminCredentials } from './identity/adminCredentials';
import { readMetricsToken, readServiceName, type ObservabilityConfig } from './observability/config';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Straight to PostgreSQL when `databaseUrl` goes through a pooler in transaction mode: what needs a session of its
   * own (LISTEN, the start-up lock, the migrations) uses it, and statements over `databaseUrl` are never named.
   */
  databaseDirectUrl: string | undefined;
  /** Base64 32-byte key for SSN encryption; generated into dataDir when absent (dev only). */
  ssnKey: string | undefined;
  /** The portal's canonical URL (links in e-mails, HSTS): PUBLIC_URL, else this process's http://localhost:$PORT. */
  publicUrl: string;
  /**
   * What the tokens' issuer (`<issuerBase>/cognito/<pool id>`) starts with: PUBLIC_URL when set, else
   * http://localhost. Never a process's port: every API process of a deployment mints and accepts the same tokens,
   * whatever port each listens on behind the load balancer.
   */
  issuerBase: string;
  cognito: {
    /** When set, the browser talks to this real Cognito endpoint/pool instead of the embedded one. */
    externalEndpoint: string | undefined;
    userPoolId: string;
    clientId: string;
    accessTokenMinutes: number;
    refreshTokenDays: number;
    /**
     * Cognito's app-client setting. Off by default because the catalogue tells a customer when no account
     * matches a forgot-password e-mail; the risk check and code throttles bound what that reveals.
     */
    preventUserExistenceErrors: boolean;
    /** The key pair admin calls to the embedded service must be signed with (server/identity/adminCredentials.ts). */
    adminCredentials: AdminCredentials | undefined;
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
  /**
   * Texts: `outbox` (the default) keeps them in the outbox; `sns` sends them through Amazon SNS (server/outbox/sns.ts),
   * region and credentials from the AWS SDK's standard chain, `endpoint` only to point it at a stand-in.
   */
  sms: { provider: 'outbox' | 'sns'; region: string | undefined; endpoint: string | undefined };
  /**
   * The shared secret the SMS provider sends in the `x-sms-secret` header with a customer's reply (POST /sms/inbound).
   * Outside production it defaults to DEV_SMS_INBOUND_SECRET; in production, unset means the route is not served.
   */
  smsInboundSecret: string | undefined;
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
  /**
   * Stopping (SIGTERM): for `drainMs` the process still serves but /readyz answers 503, so a load balancer takes it
   * out of rotation before it stops listening; then it finishes the requests in flight and closes its websockets.
   * Past `drainMs + timeoutMs` it exits whatever is left.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Requests per minute one client address may make to /graphql on this process (server/graphql/rateLimit.ts); 0: off. */
  graphqlRateLimit: number;
  /** /metrics and traces (server/observability/config.ts). */
  observability: ObservabilityConfig;
}

/** The inbound-text secret of a development or test server (docs/preferences.md); never accepted in production. */
export const DEV_SMS_INBOUND_SECRET = 'dev-sms-inbound-secret';

/** A shared secret: 16 to 200 visible characters, so a guessable or mangled one fails start-up. */
function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[\x21-\x7e]{16,200}$/.test(raw)) throw new Error(`${name} must be 16 to 200 characters with no spaces`);
  return raw;
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

/** Every problem found at start, one line each, so a deployment fixes them all in one go instead of one per restart. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The server's configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}, got "${raw}"`,
    );
  }
  return n;
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off', ''];

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (TRUE.includes(raw)) return true;
  if (FALSE.includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0 (true or false), got "${env[name]}"`);
}

/** An absolute URL with one of `protocols`; the error names the variable and an example, never the value's secrets. */
function url(env: NodeJS.ProcessEnv, name: string, protocols: string[], example: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    // A connection string may carry a password: say what is wrong with it, not what it is.
    throw new Error(`${name} must be a ${protocols.join(' or ')} URL such as ${example}`);
  }
  return raw;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

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
  const problems: string[] = [];
  /** Reads one setting; a bad one is noted and its default used, so every problem is found in one pass. */
  function read<T>(value: () => T, fallback: T): T {
    try {
      return value();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  }

  const nodeEnv = read(() => oneOf(env, 'NODE_ENV', NODE_ENVS, 'development'), 'development');
  const production = nodeEnv === 'production';
  const port = read(() => int(env, 'PORT', 8080, 65_535), 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const userPoolId = env.COGNITO_USER_POOL_ID ?? 'us-east-1_LocalPool';
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(userPoolId)) {
    problems.push(`COGNITO_USER_POOL_ID must look like <region>_<id>, got "${userPoolId}"`);
  }
  const clientId = env.COGNITO_CLIENT_ID ?? 'localportalclient0000000001';
  if (!/^[\w+]{1,128}$/.test(clientId)) {
    problems.push(`COGNITO_CLIENT_ID must be 1 to 128 letters, digits or underscores, got "${clientId}"`);
  }
  const map = read(() => readMap(env), { tileUrl: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION });
  const tileSource = tileOrigin(map.tileUrl);
  const tiles = tileSource ? [tileSource] : [];
  const ssnKey = env.SSN_ENCRYPTION_KEY?.trim() || undefined;
  if (production && !ssnKey) problems.push('SSN_ENCRYPTION_KEY is required when NODE_ENV=production');
  if (ssnKey && Buffer.from(ssnKey, 'base64').length !== 32) {
    problems.push('SSN_ENCRYPTION_KEY must be 32 random bytes, base64-encoded (openssl rand -base64 32)');
  }
  const plaidClientId = env.PLAID_CLIENT_ID?.trim() || undefined;
  const plaidSecret = env.PLAID_SECRET?.trim() || undefined;
  if (Boolean(plaidClientId) !== Boolean(plaidSecret)) {
    problems.push('PLAID_CLIENT_ID and PLAID_SECRET must be set together (neither: the local Link sandbox)');
  }
  const mailFrom = env.MAIL_FROM?.trim() || 'no-reply@portal.localhost';
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom)) problems.push(`MAIL_FROM must be an e-mail address, got "${mailFrom}"`);
  const flagsFile = path.resolve(env.FLAGS_FILE ?? 'server/flags/defaults.json');
  if (!existsSync(flagsFile)) problems.push(`FLAGS_FILE names a file that does not exist: ${flagsFile}`);
  const csp = (name: string) => read(() => cspSources(env, name), []);
  const databaseUrl = read(
    () => url(env, 'DATABASE_URL', ['postgres', 'postgresql'], 'postgres://portal:secret@db:5432/portal'),
    undefined,
  );
  const databaseDirectUrl = read(
    () => url(env, 'DATABASE_DIRECT_URL', ['postgres', 'postgresql'], 'postgres://portal:secret@db:5432/portal'),
    undefined,
  );
  if (databaseDirectUrl && !env.DATABASE_URL?.trim()) {
    problems.push('DATABASE_DIRECT_URL needs DATABASE_URL (the connection through the pooler) beside it');
  }
  const publicUrl = read(
    () => url(env, 'PUBLIC_URL', ['http', 'https'], 'https://portal.example.com'),
    undefined,
  )?.replace(/\/+$/, '');

  const config: Config = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    production,
    dataDir,
    databaseUrl,
    databaseDirectUrl,
    ssnKey,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    issuerBase: publicUrl ?? 'http://localhost',
    cognito: {
      externalEndpoint: read(
        () => url(env, 'COGNITO_ENDPOINT', ['https', 'http'], 'https://cognito-idp.us-east-1.amazonaws.com'),
        undefined,
      ),
      userPoolId,
      clientId,
      accessTokenMinutes: read(() => int(env, 'ACCESS_TOKEN_MINUTES', 60, 1_440), 60),
      refreshTokenDays: read(() => int(env, 'REFRESH_TOKEN_DAYS', 30, 3_650), 30),
      preventUserExistenceErrors: read(() => flag(env, 'COGNITO_PREVENT_USER_EXISTENCE_ERRORS'), false),
      adminCredentials: read(() => readAdminCredentials(env), undefined),
    },
    enrollmentUsername: (env.ENROLLMENT_USERNAME || 'enroll.user@example.com').trim().toLowerCase(),
    plaid: {
      clientId: plaidClientId,
      secret: plaidSecret,
      env: read(() => oneOf(env, 'PLAID_ENV', ['sandbox', 'production'], 'sandbox'), 'sandbox'),
    },
    smtpUrl: read(() => url(env, 'SMTP_URL', ['smtp', 'smtps'], 'smtp://user:pass@mail.example.com:587'), undefined),
    mailFrom,
    sms: {
      provider: read(() => oneOf(env, 'SMS_PROVIDER', ['outbox', 'sns'] as const, 'outbox'), 'outbox'),
      region: env.AWS_REGION?.trim() || undefined,
      endpoint: read(
        () => url(env, 'SNS_ENDPOINT', ['https', 'http'], 'https://sns.us-east-1.amazonaws.com'),
        undefined,
      ),
    },
    smsInboundSecret:
      read(() => secret(env, 'SMS_INBOUND_SECRET'), undefined) ?? (production ? undefined : DEV_SMS_INBOUND_SECRET),
    flagsFile,
    logLevel: read(() => oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'), 'info'),
    trustProxy: read(() => flag(env, 'TRUST_PROXY'), false),
    csp: {
      connectSrc: csp('CSP_EXTRA_CONNECT'),
      scriptSrc: csp('CSP_EXTRA_SCRIPT'),
      frameSrc: csp('CSP_EXTRA_FRAME'),
      imgSrc: [...csp('CSP_EXTRA_IMG'), ...tiles],
    },
    allowGeolocation: read(() => flag(env, 'ALLOW_GEOLOCATION'), false),
    map,
    graphqlRateLimit: read(() => int(env, 'GRAPHQL_RATE_LIMIT', 1_200, 1_000_000, 0), 1_200),
    shutdown: {
      drainMs: read(() => int(env, 'SHUTDOWN_DRAIN_MS', 0, 120_000, 0), 0),
      timeoutMs: read(() => int(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 600_000), 25_000),
    },
    observability: {
      metricsToken: read(() => readMetricsToken(env), undefined),
      otlpEndpoint: read(
        () => url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http', 'https'], 'http://otel-collector:4318'),
        undefined,
      ),
      serviceName: read(() => readServiceName(env), 'lender-portal'),
    },
  };
  read(() => flag(env, 'RESET_DATA'), false);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
