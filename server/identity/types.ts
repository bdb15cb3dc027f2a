// The identity service as the rest of the server sees it. The wire protocol (Cognito JSON at /cognito) is one
// consumer; GraphQL context and seeding are the others.
import type { FastifyInstance } from 'fastify';

/** Verified ID-token claims, normalised. `attributes` holds every `custom:*` claim and standard profile claims. */
export interface IdClaims {
  sub: string;
  username: string;
  email: string;
  groups: string[];
  attributes: Record<string, string>;
  authTime: number;
  exp: number;
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
}
