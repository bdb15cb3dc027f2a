// Passkey registration and management for the signed-in user, as Cognito serves them: StartWebAuthnRegistration
// (creation options), CompleteWebAuthnRegistration (the browser's answer, verified), ListWebAuthnCredentials and
// DeleteWebAuthnCredential. A passkey is made for the brand site that asked (../relyingParty.ts), must be unlocked by
// the customer (user verification), and its challenge is answered once, within its lifetime, by the user it was for.
// The last passkey of a customer whose authenticator app is off stays (../strongFactors.ts).
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { auditLog } from '../../db/schema';
import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter, limitExceeded } from '../errors';
import {
  addPasskey,
  credentialTaken,
  MAX_PASSKEYS,
  ownPasskey,
  passkeysOf,
  removePasskey,
  type PasskeyRow,
} from '../passkeys';
import { sendSecurityNotice } from '../../notices/securityNotice';
import { recordSecurityEvent } from '../../security/events';
import { describeUserAgent } from '../../security/userAgent';
import { assertRecentProof } from '../recentProof';
import { relyingPartyOf } from '../relyingParty';
import { lastFactorRefusal, leavesOnlyEmail, strongFactorsOf, withFactorsLock } from '../strongFactors';
import { putSession, takeSession, WEB_AUTHN_TTL_MS } from '../sessions';
import { verifyAccessToken } from '../tokens';
import type { UserRow } from '../users';
import { isObject, optionalString, requireString, type JsonObject } from '../validate';
import {
  webAuthnChallengeNotFound,
  webAuthnCredentialNotSupported,
  webAuthnNotEnabled,
  webAuthnOriginNotAllowed,
  webAuthnRelyingPartyMismatch,
} from '../webAuthnErrors';
import type { Operation, OperationRequest } from './common';

/** ES256 and RS256, what platform authenticators and security keys make. */
export const SUPPORTED_ALGORITHMS = [-7, -257];

const registrationSessionId = (challenge: string) => `webauthn-registration:${challenge}`;

const uuidBytes = (id: string) => Uint8Array.from(Buffer.from(id.replace(/-/g, ''), 'hex'));

const ATTACHMENTS = ['platform', 'cross-platform'] as const;

/** The browser's list as stored: strings only, whatever the request held. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 10) : [];

/** "Chrome on Linux" from the browser that made the passkey; a plain name when it did not say. */
function friendlyName(userAgent: string | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Passkey';
}

async function audit(ctx: IdentityContext, user: UserRow, operation: string, details: Record<string, unknown>) {
  await ctx.db.insert(auditLog).values({
    actorUserId: user.id,
    actorEmail: user.email,
    subjectEmail: user.email,
    operation,
    details,
  });
}

/**
 * The customer hears of every passkey added or removed, so one added by someone else does not go unnoticed, and the
 * security page lists it among their events.
 */
async function notice(
  ctx: IdentityContext,
  user: UserRow,
  kind: 'passkeyAdded' | 'passkeyRemoved',
  request: OperationRequest | undefined,
  passkeyName?: string,
) {
  await sendSecurityNotice(ctx, {
    userId: user.id,
    kind,
    language: request?.lang ?? 'en',
    now: ctx.clock(),
    details: passkeyName ? { passkeyName } : {},
  });
  const event = kind === 'passkeyAdded' ? 'FACTOR_ADDED' : 'FACTOR_REMOVED';
  await recordSecurityEvent(ctx.db, { userId: user.id, email: user.email }, event, { factor: 'PASSKEY' }, ctx.clock());
}

export const StartWebAuthnRegistration: Operation = async (ctx, input, request) => {
  const { user, payload } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  await assertRecentProof(ctx, payload);
  const rp = relyingPartyOf(ctx, request);
  if (!rp) throw webAuthnNotEnabled();
  const existing = await passkeysOf(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw limitExceeded();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: uuidBytes(user.id),
    userDisplayName: user.attributes.name ?? user.email,
    timeout: WEB_AUTHN_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing
      .filter((p) => p.relyingPartyId === rp.id)
      .map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await putSession(ctx.db, registrationSessionId(options.challenge), 'WEB_AUTHN_REGISTRATION', user.id, {
    rpId: rp.id,
    origin: rp.origin,
  });
  return { CredentialCreationOptions: options as unknown as JsonObject };
};

/** The library's refusal as Cognito's error: which check failed decides the type. */
function registrationRefusal(error: unknown): CognitoError {
  const message = error instanceof Error ? `${error.name} ${error.message}` : '';
  if (/origin/i.test(message)) return webAuthnOriginNotAllowed();
  if (/RP ?ID/i.test(message)) return webAuthnRelyingPartyMismatch();
  if (/challenge/i.test(message)) return webAuthnChallengeNotFound();
  if (/verif/i.test(message) || /present/i.test(message)) {
    return webAuthnCredentialNotSupported(
      'This passkey did not confirm it was you (PIN, fingerprint or face). Use a passkey that asks for one.',
    );
  }
  return webAuthnCredentialNotSupported(
    'This passkey cannot be used here. Try a passkey from your phone, computer or security key.',
  );
}

function registrationResponse(input: JsonObject): RegistrationResponseJSON {
  const credential = input.Credential;
  if (credential === undefined || credential === null) {
    throw invalidParameter(
      "1 validation error detected: Value null at 'credential' failed to satisfy constraint: Member must not be null",
    );
  }
  const response = isObject(credential) ? credential.response : undefined;
  if (!isObject(credential) || !isObject(response) || typeof response.clientDataJSON !== 'string') {
    throw invalidParameter('Credential must be a RegistrationResponseJSON object.');
  }
  return credential as unknown as RegistrationResponseJSON;
}

function challengeOf(credential: RegistrationResponseJSON): string {
  try {
    return decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    throw invalidParameter('Credential clientDataJSON is not valid.');
  }
}

export const CompleteWebAuthnRegistration: Operation = async (ctx, input, request) => {
  const { user } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  const credential = registrationResponse(input);
  const rp = relyingPartyOf(ctx, request);
  if (!rp) throw webAuthnNotEnabled();
  const challenge = challengeOf(credential);
  // Only this user's challenge is taken: another user naming it neither completes nor spends it.
  const session = await takeSession(ctx.db, registrationSessionId(challenge), 'WEB_AUTHN_REGISTRATION', user.id);
  if (!session) throw webAuthnChallengeNotFound();
  // Started on one site, finished on another: the passkey would belong to neither.
  if (session.data.origin !== rp.origin) throw webAuthnOriginNotAllowed();

  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch (error) {
    throw registrationRefusal(error);
  }
  if (!verified.verified) throw registrationRefusal(undefined);
  const { credential: made } = verified.registrationInfo;
  if (await credentialTaken(ctx.db, made.id)) {
    throw invalidParameter('This passkey is already registered. Use it to sign in, or add another one.');
  }
  const name = friendlyName(request?.userAgent);
  await addPasskey(ctx.db, {
    userId: user.id,
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    counter: made.counter,
    transports: strings(made.transports ?? credential.response.transports),
    authenticatorAttachment: ATTACHMENTS.find((a) => a === credential.authenticatorAttachment) ?? null,
    friendlyName: name,
    relyingPartyId: rp.id,
  });
  await audit(ctx, user, 'identity.passkeyAdded', { credentialId: made.id, relyingPartyId: rp.id, name });
  await notice(ctx, user, 'passkeyAdded', request, name);
  return {};
};

/** Cognito's page size: 1 to 20, 20 when not given. */
function pageSize(input: JsonObject): number {
  const value = input.MaxResults;
  if (value === undefined || value === null) return 20;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 20) {
    throw invalidParameter(
      "1 validation error detected: Value at 'maxResults' failed to satisfy constraint: Member must have value between 1 and 20",
    );
  }
  return value;
}

/** The opaque NextToken: where the next page starts. */
function pageStart(token: string | undefined): number {
  if (token === undefined) return 0;
  const start = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(start) || start < 0) throw invalidParameter('Invalid NextToken. Ask for the first page again.');
  return start;
}

const describe = (p: PasskeyRow) => ({
  CredentialId: p.credentialId,
  FriendlyCredentialName: p.friendlyName ?? 'Passkey',
  RelyingPartyId: p.relyingPartyId,
  ...(p.authenticatorAttachment ? { AuthenticatorAttachment: p.authenticatorAttachment } : {}),
  AuthenticatorTransports: p.transports,
  // AWS JSON timestamps are epoch seconds.
  CreatedAt: p.createdAt.getTime() / 1000,
});

export const ListWebAuthnCredentials: Operation = async (ctx, input) => {
  const { user } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  const size = pageSize(input);
  const start = pageStart(optionalString(input, 'NextToken'));
  const all = await passkeysOf(ctx.db, user.id);
  const page = all.slice(start, start + size);
  const next = start + size < all.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
  return { Credentials: page.map(describe), ...(next ? { NextToken: next } : {}) };
};

export const DeleteWebAuthnCredential: Operation = async (ctx, input, request) => {
  const { user, payload } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  await assertRecentProof(ctx, payload);
  const credentialId = requireString(input, 'CredentialId');
  const removed = await withFactorsLock(ctx.db, user.id, async (tx) => {
    if (!(await ownPasskey(tx, user.id, credentialId))) return false;
    const before = await strongFactorsOf(tx, user.id);
    if (leavesOnlyEmail(before, { ...before, passkeys: before.passkeys - 1 })) throw lastFactorRefusal();
    return removePasskey(tx, user.id, credentialId);
  });
  // Another user's passkey reads exactly like one that does not exist.
  if (!removed) {
    throw new CognitoError(
      'ResourceNotFoundException',
      'No passkey with this id belongs to your account. Refresh the list of passkeys and try again.',
    );
  }
  await audit(ctx, user, 'identity.passkeyRemoved', { credentialId });
  await notice(ctx, user, 'passkeyRemoved', request);
  return {};
};
