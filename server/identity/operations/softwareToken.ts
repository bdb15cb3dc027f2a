// The authenticator app as a factor, with Cognito's operations: AssociateSoftwareToken (a new secret),
// VerifySoftwareToken (a code from it puts it in use), SetUserMFAPreference (turn it on, preferred, or off), and the
// MFA fields GetUser reports (./user.ts). Changing a factor takes a sign-in that passed the portal's multi-factor
// check: a password alone must never be enough to put the attacker's authenticator on someone's account. The app of a
// customer with no passkey stays on (../strongFactors.ts). Moving the app to a new phone is the same two steps while
// it is on: the old secret keeps signing in until a code from the new one is verified, which replaces it at once.
import { and, eq, sql } from 'drizzle-orm';
import { softwareTokens } from '../../db/schema';
import { cancelFallbacks } from '../../mfa/authenticatorFallback';
import { passScope } from '../../mfa/gate';
import { sendSecurityNotice } from '../../notices/securityNotice';
import { recordSecurityEvent } from '../../security/events';
import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter, invalidSession, limitExceeded, notAuthorized } from '../errors';
import { assertRecentProof } from '../recentProof';
import { authenticatorOn, findSoftwareToken, matchingStep, newSecret } from '../softwareTokens';
import { lastFactorRefusal, leavesOnlyEmail, strongFactorsOf, withFactorsLock } from '../strongFactors';
import { verifyAccessToken } from '../tokens';
import type { UserRow } from '../users';
import { isObject, optionalString, requireString, type JsonObject } from '../validate';
import type { Operation, OperationRequest } from './common';

/** Wrong codes one association takes before a new one is needed. */
export const MAX_SETUP_ATTEMPTS = 5;

export const NO_MFA_PASS = 'A multi-factor check must be passed on this sign-in before changing its factors.';

const codeMismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
const notSetUp = () =>
  new CognitoError('SoftwareTokenMFANotFoundException', 'Software Token MFA does not exist for the user.');

/**
 * The signed-in user of a factor change. The token must be the user's own self-service token (verifyAccessToken) of a
 * sign-in that passed the check with an ACCOUNT pass (server/mfa/gate.ts). A Session (the sign-in MFA_SETUP
 * challenge) is never issued by this pool, so one given alone is an expired session. Starting a set-up and turning the
 * app on or off also need a fresh proof (../recentProof.ts); confirming a set-up's first code does not, since the
 * set-up it finishes was started under one.
 */
async function changingUser(ctx: IdentityContext, input: JsonObject, freshProof = true): Promise<UserRow> {
  const accessToken = optionalString(input, 'AccessToken');
  const session = optionalString(input, 'Session');
  if (accessToken && session) throw invalidParameter('Only one of AccessToken or Session can be provided.');
  if (!accessToken) {
    if (session) throw invalidSession();
    throw invalidParameter('Either AccessToken or Session must be provided.');
  }
  const { user, payload } = await verifyAccessToken(ctx, accessToken);
  const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : '';
  if ((await passScope(ctx.db, { originJti, subject: user.id })) !== 'ACCOUNT') throw notAuthorized(NO_MFA_PASS);
  if (freshProof) await assertRecentProof(ctx, payload);
  return user;
}

export const AssociateSoftwareToken: Operation = async (ctx, input) => {
  const user = await changingUser(ctx, input);
  const secret = newSecret();
  const sealed = ctx.cipher.encrypt(secret);
  const now = ctx.clock();
  await ctx.db
    .insert(softwareTokens)
    .values({ userId: user.id, pendingSecretSealed: sealed, pendingAttempts: 0, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: softwareTokens.userId,
      set: { pendingSecretSealed: sealed, pendingAttempts: 0, updatedAt: now },
    });
  return { SecretCode: secret };
};

/** Cognito's UserCode constraints: six characters, digits only. */
function userCodeOf(input: JsonObject): string {
  const code = requireString(input, 'UserCode');
  if (code.length !== 6) {
    throw invalidParameter(
      `1 validation error detected: Value at 'userCode' failed to satisfy constraint: Member must have length ${code.length < 6 ? 'greater than or equal to' : 'less than or equal to'} 6`,
    );
  }
  if (!/^[0-9]+$/.test(code)) {
    throw invalidParameter(
      "1 validation error detected: Value at 'userCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [0-9]+",
    );
  }
  return code;
}

export const VerifySoftwareToken: Operation = async (ctx, input, request) => {
  const user = await changingUser(ctx, input, false);
  const code = userCodeOf(input);
  const friendlyDeviceName = optionalString(input, 'FriendlyDeviceName')?.slice(0, 128) || null;
  const row = await findSoftwareToken(ctx.db, user.id);
  const pending = row?.pendingSecretSealed;
  if (!row || !pending) throw notSetUp();
  if (row.pendingAttempts >= MAX_SETUP_ATTEMPTS) throw limitExceeded();
  const now = ctx.clock();
  const step = matchingStep(ctx.cipher.decrypt(pending), code, now);
  // The code's step is spent in the same UPDATE that puts the secret in use (the pending one, cleared there, so the
  // same code cannot verify twice, nor sign in after). Steps spent before were the old secret's: a new phone's first
  // code is accepted even in the step its owner just signed in with the old phone.
  const verified =
    step === null
      ? []
      : await ctx.db
          .update(softwareTokens)
          .set({
            secretSealed: pending,
            pendingSecretSealed: null,
            pendingAttempts: 0,
            friendlyDeviceName,
            lastStep: step,
            verifiedAt: now,
            updatedAt: now,
          })
          .where(and(eq(softwareTokens.userId, user.id), eq(softwareTokens.pendingSecretSealed, pending)))
          .returning({ userId: softwareTokens.userId });
  if (verified.length === 0) {
    await ctx.db
      .update(softwareTokens)
      .set({ pendingAttempts: sql`${softwareTokens.pendingAttempts} + 1` })
      .where(and(eq(softwareTokens.userId, user.id), eq(softwareTokens.pendingSecretSealed, pending)));
    throw codeMismatch();
  }
  // The customer holds the app again (a new phone, or the one they were about to give up on).
  await cancelFallbacks(ctx.db, user.id, now);
  // A secret that was on was replaced: the app moved to another phone, which the customer must hear of. A first set-up
  // is told when SetUserMFAPreference turns it on.
  if (row.secretSealed && row.enabled) await tellOwner(ctx, user, 'moved', request);
  return { Status: 'SUCCESS' };
};

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

function settingsOf(input: JsonObject, field: string): MfaSettings | undefined {
  const value = Object.hasOwn(input, field) ? input[field] : undefined;
  if (value === undefined || value === null) return undefined;
  const member = field.charAt(0).toLowerCase() + field.slice(1);
  if (!isObject(value)) throw invalidParameter(`Value at '${member}' must be a structure`);
  const out: MfaSettings = {};
  for (const key of ['Enabled', 'PreferredMfa'] as const) {
    const v = value[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'boolean') throw invalidParameter(`Value at '${member}.${key}' must be a boolean`);
    out[key] = v;
  }
  return out;
}

const turnsOn = (s: MfaSettings | undefined) => s?.Enabled === true || s?.PreferredMfa === true;

export const SetUserMFAPreference: Operation = async (ctx, input, request) => {
  const user = await changingUser(ctx, input);
  const sms = settingsOf(input, 'SMSMfaSettings');
  const email = settingsOf(input, 'EmailMfaSettings');
  const totp = settingsOf(input, 'SoftwareTokenMfaSettings');
  // This pool's texted and e-mailed codes are the portal's own check, never Cognito MFA: they cannot be turned on here.
  if (turnsOn(sms)) throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
  if (turnsOn(email)) throw invalidParameter('User does not have delivery config set to turn on EMAIL_OTP');
  if (!totp) return {};
  // The app's new state when it was switched on or off, else null.
  const switchedTo = await withFactorsLock(ctx.db, user.id, async (tx) => {
    const row = await findSoftwareToken(tx, user.id);
    if (turnsOn(totp) && !row?.secretSealed) throw invalidParameter('User has not verified software token mfa');
    if (!row) return null;
    const enabled = totp.Enabled ?? (totp.PreferredMfa === true ? true : row.enabled);
    const preferred = enabled && (totp.PreferredMfa ?? row.preferred);
    const before = await strongFactorsOf(tx, user.id);
    const after = { ...before, authenticator: authenticatorOn({ ...row, enabled, preferred }) };
    if (leavesOnlyEmail(before, after)) throw lastFactorRefusal();
    await tx
      .update(softwareTokens)
      .set({ enabled, preferred, updatedAt: ctx.clock() })
      .where(eq(softwareTokens.userId, user.id));
    return enabled !== row.enabled ? enabled : null;
  });
  if (switchedTo !== null) await tellOwner(ctx, user, switchedTo ? 'on' : 'off', request);
  return {};
};

const NOTICES = { on: 'authenticatorOn', off: 'authenticatorOff', moved: 'authenticatorMoved' } as const;

/**
 * The customer hears of the app turned on, off or moved to another phone (someone else's app on their account must
 * not go unnoticed). The security events list a move as the new phone's app added.
 */
async function tellOwner(
  ctx: IdentityContext,
  user: UserRow,
  change: keyof typeof NOTICES,
  request: OperationRequest | undefined,
) {
  const now = ctx.clock();
  const language = request?.lang ?? 'en';
  await sendSecurityNotice(ctx, { userId: user.id, kind: NOTICES[change], language, now });
  const event = change === 'off' ? 'FACTOR_REMOVED' : 'FACTOR_ADDED';
  await recordSecurityEvent(ctx.db, { userId: user.id, email: user.email }, event, { factor: 'AUTHENTICATOR' }, now);
}

/** GetUser's MFA members: Cognito leaves them out when nothing is enabled or preferred. */
export async function mfaSettingsOf(ctx: IdentityContext, userId: string): Promise<JsonObject> {
  const row = await findSoftwareToken(ctx.db, userId);
  if (!row?.secretSealed || !row.enabled) return {};
  return {
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    ...(row.preferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  };
}
