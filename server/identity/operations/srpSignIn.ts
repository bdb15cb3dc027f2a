// USER_SRP_AUTH: InitiateAuth answers PASSWORD_VERIFIER (SALT, SRP_B, SECRET_BLOCK); RespondToAuthChallenge checks
// the client's HMAC proof. The server derives the session key at once and keeps only that (sealed), never b.
import { createHash, randomBytes } from 'node:crypto';
import type { IdentityContext } from '../context';
import { invalidParameter, notAuthorized } from '../errors';
import { assertNotLocked, recordFailedPassword, recordSuccessfulPassword } from '../passwords';
import { putSession, takeSession } from '../sessions';
import {
  computeServerKey,
  createServerEphemeral,
  expectedSignature,
  hexToBigInt,
  modPow,
  N,
  g,
  parseClientA,
  parseSrpTimestamp,
  signatureMatches,
} from '../srp';
import { findUserById, findUser, normaliseUsername } from '../users';
import { requireParam, type JsonObject } from '../validate';
import { completePasswordSignIn, mayUsePassword } from './passwordSignIn';

/** How far the client's TIMESTAMP may be from server time; Cognito also bounds it. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const sessionIdFor = (secretBlock: string) => `srp:${createHash('sha256').update(secretBlock).digest('hex')}`;

export async function startSrp(ctx: IdentityContext, params: Record<string, string>): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(params, 'USERNAME'));
  const A = parseClientA(requireParam(params, 'SRP_A'));
  if (A === undefined) throw invalidParameter('SRP_A is not a valid SRP value.');

  const user = await findUser(ctx.db, username);
  if (user) assertNotLocked(user);
  const secretBlock = randomBytes(64).toString('base64');
  let salt: string;
  let B: bigint;
  let data: Record<string, unknown>;
  if (!user || !mayUsePassword(user)) {
    // Prevent-user-existence: answer an unknown user with a plausible challenge (a stable per-username salt) that
    // can never be satisfied, so the failure only shows at the proof step, exactly as a wrong password does.
    salt = ctx.cipher.digest(`srp-salt:${username}`).slice(0, 32);
    B = modPow(g, hexToBigInt(randomBytes(128).toString('hex')), N);
    data = { username, fake: true };
  } else {
    const verifier = hexToBigInt(user.srpVerifier);
    const eph = createServerEphemeral(verifier);
    const key = computeServerKey(A, eph, verifier);
    salt = user.srpSalt;
    B = eph.B;
    data = { username, key: ctx.cipher.encrypt(key.toString('hex')) };
  }
  await putSession(ctx.db, sessionIdFor(secretBlock), 'SRP', user?.id ?? null, data);
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt,
      SRP_B: B.toString(16),
      SECRET_BLOCK: secretBlock,
      USERNAME: username,
      USER_ID_FOR_SRP: username,
    },
  };
}

export async function respondPasswordVerifier(
  ctx: IdentityContext,
  responses: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(responses, 'USERNAME'));
  const secretBlock = requireParam(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requireParam(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireParam(responses, 'TIMESTAMP');
  const when = parseSrpTimestamp(timestamp);
  if (!when) throw invalidParameter('TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.');

  const session = await takeSession(ctx.db, sessionIdFor(secretBlock), 'SRP');
  if (!session || session.data.username !== username || session.data.fake || !session.userId) throw notAuthorized();
  const user = await findUserById(ctx.db, session.userId);
  if (!user || typeof session.data.key !== 'string') throw notAuthorized();
  assertNotLocked(user);
  if (Math.abs(when.getTime() - Date.now()) > MAX_CLOCK_SKEW_MS) throw notAuthorized();

  const key = Buffer.from(ctx.cipher.decrypt(session.data.key), 'hex');
  const expected = expectedSignature(key, ctx.pool.poolName, user.username, secretBlock, timestamp);
  if (!signatureMatches(expected, signature)) {
    await recordFailedPassword(ctx.db, user);
    throw notAuthorized();
  }
  await recordSuccessfulPassword(ctx.db, user);
  return completePasswordSignIn(ctx, user, clientMetadata);
}
