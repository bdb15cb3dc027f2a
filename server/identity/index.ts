// Builds the embedded identity service (a Cognito user pool look-alike): keys, codes, triggers and the wire
// protocol, behind the Identity interface the rest of the server uses.
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet } from 'jose';
import type { Config } from '../config';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import type { Outbox } from '../outbox/outbox';
import { adminCreateUser, adminUpdateUserAttributes } from './admin';
import { makeCodes } from './codes';
import type { IdentityContext } from './context';
import { loadSigningKeys } from './keys';
import { isOriginActive } from './refreshTokens';
import { registerRoutes } from './routes';
import { externalIssuer } from './remote/pool';
import { findEnrollmentIdentity, issueEnrollmentSession } from './serviceSession';
import { verifyIdTokenWith } from './tokens';
import type { TriggerHandlers } from './triggerEvents';
import { defaultTriggers, makeTriggers } from './triggers';
import type { Identity } from './types';

export interface IdentityDeps {
  db: Db;
  cipher: Cipher;
  config: Config;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** Extra trigger handlers, run after the built-in ones (e.g. enrollment's PreSignUp check). */
  triggers?: TriggerHandlers;
  /** The server's clock (services.clock); the system's by default. */
  clock?: () => Date;
}

export async function createIdentity(deps: IdentityDeps): Promise<Identity> {
  const { db, cipher, config, outbox, log } = deps;
  const { userPoolId, clientId, externalEndpoint } = config.cognito;
  const [region = '', poolName = ''] = userPoolId.split('_');
  const issuer = `${config.issuerBase}/cognito/${userPoolId}`;

  const keys = await loadSigningKeys(db, cipher);
  const codes = makeCodes(db, cipher);
  const triggers = makeTriggers(defaultTriggers({ codes, outbox }), deps.triggers);
  const ctx: IdentityContext = {
    db,
    cipher,
    config,
    outbox,
    log,
    codes,
    keys,
    triggers,
    clock: deps.clock ?? (() => new Date()),
    pool: { userPoolId, clientId, region, poolName, issuer },
  };

  // With a real pool configured, browsers get their tokens from it, so ID tokens are checked against its JWKS.
  const remote = externalEndpoint
    ? (() => {
        const remoteIssuer = externalIssuer(externalEndpoint, userPoolId);
        return { issuer: remoteIssuer, keySet: createRemoteJWKSet(new URL(`${remoteIssuer}/.well-known/jwks.json`)) };
      })()
    : undefined;
  // Its enrollment visitors are made in that pool, through its admin operations (remote/enrollment.ts). The AWS SDK
  // it uses is loaded only then: the embedded service never needs it.
  const remoteEnrollment = remote
    ? (await import('./remote/enrollment')).makeRemoteEnrollment({ db, config, log, clock: ctx.clock })
    : undefined;

  return {
    issuer: remote?.issuer ?? issuer,
    triggers,
    register: (app) => registerRoutes(app, ctx),
    verifyIdToken: (token) =>
      verifyIdTokenWith(remote?.keySet ?? keys.keySet, { issuer: remote?.issuer ?? issuer, clientId }, token),
    adminCreateUser: (user) => adminCreateUser(ctx, user),
    adminUpdateUserAttributes: (username, attributes) => adminUpdateUserAttributes(ctx, username, attributes),
    issueEnrollmentSession: (request) =>
      remoteEnrollment ? remoteEnrollment.issue(request) : issueEnrollmentSession(ctx, request),
    enrollmentIdentity: (sub) => (remoteEnrollment ? remoteEnrollment.find(sub) : findEnrollmentIdentity(ctx, sub)),
    // Revocation of a real pool's sessions is Cognito's business; only local sign-ins are tracked here.
    isSessionActive: async (originJti) => (remote ? true : isOriginActive(ctx, originJti)),
    publicConfig: (origin) => ({
      userPoolId,
      userPoolClientId: clientId,
      userPoolEndpoint: externalEndpoint ? undefined : `${origin.replace(/\/+$/, '')}/cognito`,
    }),
  };
}
