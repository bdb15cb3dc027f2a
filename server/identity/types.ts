// The identity service as the rest of the server sees it. The wire protocol (Cognito JSON at /cognito) is one
// consumer; GraphQL context and seeding are the others.
import type { FastifyInstance } from 'fastify';
import type { Triggers } from './triggers';

/** Verified ID-token claims, normalised. `attributes` holds every `custom:*` claim and standard profile claims. */
export interface IdClaims {
  sub: string;
  username: string;
  email: string;
  /** Only a verified e-mail may key customer data: an unverified one could name someone else. */
  emailVerified: boolean;
  groups: string[];
  attributes: Record<string, string>;
  authTime: number;
  exp: number;
  /** The sign-in (refresh-token origin) the token came from; pass to `isSessionActive` to honour sign-out. */
  originJti?: string;
}

export interface NewUser {
  email: string;
  password: string;
  groups?: string[];
  /** Cognito attribute names: name, family_name, custom:brand, custom:source, custom:boCode, ... */
  attributes?: Record<string, string>;
  emailVerified?: boolean;
  /** Linked external identities (e.g. the CSR's corporate directory identity). */
  identities?: { providerName: string; providerType: string; providerUserId: string; email?: string }[];
  /** Create as FORCE_CHANGE_PASSWORD: the first sign-in answers NEW_PASSWORD_REQUIRED. */
  forceChangePassword?: boolean;
}

export interface Identity {
  /** Registers POST /cognito and GET /cognito/<poolId>/.well-known/jwks.json on the app. */
  register(app: FastifyInstance): Promise<void>;
  /** Verifies signature, issuer, audience (client id), expiry and token_use=id. Throws on any failure. */
  verifyIdToken(token: string): Promise<IdClaims>;
  /** Creates a confirmed user directly (seeding, admin tooling). Returns the new `sub`. */
  adminCreateUser(user: NewUser): Promise<string>;
  /** What the browser needs to configure Amplify. `endpoint` is absolute for the given request origin. */
  publicConfig(origin: string): { userPoolId: string; userPoolClientId: string; userPoolEndpoint: string | undefined };
  issuer: string;
  /** Pool triggers: other areas add handlers here (e.g. enrollment's PreSignUp customer-record check). */
  triggers?: Triggers;
  /** Sets attributes a user may not change themselves (loan-system links); an empty value removes one. */
  adminUpdateUserAttributes?(username: string, attributes: Record<string, string>): Promise<void>;
  /**
   * Creates an enrollment visitor identity of its own (a new user in the "enrollment" group, modelled on the
   * `template` user, which must be a confirmed, verified member of that group) and signs it in, server-side, until
   * `expiresAt`. Absent, or throwing, where the pool is not the embedded one.
   */
  issueEnrollmentSession?(request: {
    template: string;
    clientDigest: string;
    expiresAt: Date;
  }): Promise<{ idToken: string; accessToken: string; refreshToken: string }>;
  /** An enrollment visitor identity's client-address digest and expiry, by `sub`; null for any other user. */
  enrollmentIdentity?(sub: string): Promise<{ clientDigest: string; expiresAt: Date } | null>;
  /** False once the sign-in behind a token was revoked (sign-out, global sign-out) or its refresh token expired. */
  isSessionActive?(originJti: string): Promise<boolean>;
}
