// What every identity operation is handed: the collaborators from start-up plus the pool's derived constants.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import type { Outbox } from '../outbox/outbox';
import type { Codes } from './codes';
import type { SigningKeys } from './keys';
import type { Triggers } from './triggers';

export interface IdentityContext {
  db: Db;
  cipher: Cipher;
  config: Config;
  outbox: Outbox;
  log: FastifyBaseLogger;
  codes: Codes;
  keys: SigningKeys;
  triggers: Triggers;
  /**
   * The HTTP request an operation serves, where one does (routes.ts adds it per request): its User-Agent, cut to
   * size, which a sign-in keeps for the security page's sessions list.
   */
  request?: { userAgent: string | null };
  pool: {
    userPoolId: string;
    clientId: string;
    region: string;
    /** The part of the pool id after "_", which SRP mixes into x and the signature. */
    poolName: string;
    /**
     * `<issuerBase>/cognito/<poolId>` (server/config.ts): the same for every process of a deployment, whatever
     * port it listens on and whatever host a request came in on.
     */
    issuer: string;
  };
}
