// Multi-factor checks after sign-in: start one from the device fingerprint (decision table in ./decide.ts), e-mailing
// its first code when the decision says so, and remember the device once the check was passed with a code. The
// check's codes are ./codes.ts's; what is read about the customer, ./store.ts's.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { fingerprintDigest } from '../auth/digests';
import { withKeyLock, type Tx } from '../auth/keyLock';
import { deniedDevices, devices, mfaChallenges } from '../db/schema';
import { isLocked } from '../identity/passwords';
import { authenticatorOn, findSoftwareToken } from '../identity/softwareTokens';
import type { UserRow } from '../identity/users';
import { openChallenge } from '../verification/codeChallenges';
import { maskPhone } from '../verification/textedCodes';
import { emailSending } from './codes';
import {
  decideMfa,
  initialStatus,
  sendsEmailCode,
  sendsTextedCode,
  type MfaDecision,
  type MfaFacts,
  type MfaReason,
} from './decide';
import { passHow, recordPass, type SignInRef } from './gate';
import { claimSignUpProof, unclaimedSignUpProof } from './signUpProof';
import { contactOf, ownCheck, type MfaDeps } from './store';
import { REMEMBERED_DEVICE_MS } from '../http/deviceCookie';
import { isNewDevice } from './devices';
import { recordSecurityEvent } from '../security/events';
import { userAgentOfSignIn } from '../security/sessions';
import { describeUserAgent } from '../security/userAgent';

/** A first sign-in from a device is one of the customer's security events, named by the sign-in's browser. */
async function recordNewDevice(tx: Tx, user: UserRow, signIn: SignInRef, now: Date): Promise<void> {
  const device = describeUserAgent(await userAgentOfSignIn(tx, signIn.originJti));
  await recordSecurityEvent(tx, { userId: user.id, email: user.email }, 'NEW_DEVICE', { device }, now);
}

/** Code-sending checks a customer may start per CHALLENGE_WINDOW_MS; beyond that startMfa answers DENY. */
export const MAX_CODE_CHALLENGES = 10;
export const CHALLENGE_WINDOW_MS = 60 * 60 * 1000;

const CODE_DECISIONS: MfaDecision[] = ['OTP_EMAIL', 'OTP_PHONE', 'OTP_PHONE_EMAIL', 'OTP_TOTP'];

/** The facts the decision table takes, read inside the customer's lock. */
async function gatherFacts(
  tx: Tx,
  user: UserRow,
  fingerprintHash: string,
  now: Date,
  signUpProof: string | null,
  signIn: SignInRef | null,
): Promise<MfaFacts> {
  const [denied] = await tx
    .select({ hash: deniedDevices.fingerprintHash })
    .from(deniedDevices)
    .where(eq(deniedDevices.fingerprintHash, fingerprintHash))
    .limit(1);
  const [device] = await tx
    .select({ remembered: devices.remembered, rememberedAt: devices.rememberedAt })
    .from(devices)
    .where(and(eq(devices.userId, user.id), eq(devices.fingerprintHash, fingerprintHash)))
    .limit(1);
  const [recent] = await tx
    .select({ n: count() })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.userId, user.id),
        inArray(mfaChallenges.decision, CODE_DECISIONS),
        gt(mfaChallenges.createdAt, new Date(now.getTime() - CHALLENGE_WINDOW_MS)),
      ),
    );
  const contact = await contactOf(tx, user);
  return {
    deviceDenied: !!denied,
    // Only the customer's own sign-in counts (a CSR's check is the CSR's business).
    passkeySignIn: signIn !== null && (await passHow(tx, signIn)) === 'PASSKEY',
    deviceRemembered:
      device?.remembered === true && (device.rememberedAt?.getTime() ?? 0) > now.getTime() - REMEMBERED_DEVICE_MS,
    accountLocked: !user.enabled || isLocked(user, now.getTime()),
    tooManyChallenges: (recent?.n ?? 0) >= MAX_CODE_CHALLENGES,
    signUpCodeJustPassed: signUpProof !== null,
    // The demo has no trusted networks.
    trustedNetwork: false,
    preference: contact.preference,
    hasPhone: contact.phone !== null,
    authenticatorOn: authenticatorOn(await findSoftwareToken(tx, user.id)),
  };
}

export interface StartedChallenge {
  mfaId: string;
  decision: MfaDecision;
  reason: MfaReason;
  /** Where the code went, masked; null when no code was sent. */
  maskedEmail: string | null;
  /** The phone on file a code will be texted to (sendOtp), masked; null unless the decision texts one. */
  maskedPhone: string | null;
}

/**
 * startMfa: decides, records the device (last seen), records the check and, when the decision says so, e-mails.
 * `signIn` is the customer's own sign-in the check is for (null for a CSR acting as the customer): a decision that
 * needs no code (BYPASS, ALLOW) passes it at once; a code decision passes it when its codes are right (./codes.ts).
 */
export async function startChallenge(
  deps: MfaDeps,
  user: UserRow,
  blackBox: string,
  now = new Date(),
  signIn: SignInRef | null = null,
): Promise<StartedChallenge> {
  const { db, cipher } = deps;
  const fingerprintHash = fingerprintDigest(cipher, blackBox);
  // One start at a time per customer, so the recent-checks count cannot be raced past.
  const started = await withKeyLock(db, `mfa-user:${user.id}`, async (tx) => {
    // Only the customer's own sign-in may use their sign-up code's proof (a CSR's check is the CSR's business).
    const signUpProof = signIn ? await unclaimedSignUpProof(tx, user.id, now) : null;
    const verdict = decideMfa(await gatherFacts(tx, user, fingerprintHash, now, signUpProof, signIn));
    if (signIn && signUpProof && verdict.reason === 'sign-up-code') await claimSignUpProof(tx, signUpProof, signIn);
    // The notice goes only when the customer has signed in from other devices before (their very first device is no
    // news to them); the security events list every device's first sign-in.
    const newDevice = signIn !== null && (await isNewDevice(tx, user.id, fingerprintHash));
    const [seen] = await tx
      .insert(devices)
      .values({ userId: user.id, fingerprintHash, lastSeenAt: now })
      .onConflictDoUpdate({ target: [devices.userId, devices.fingerprintHash], set: { lastSeenAt: now } })
      // xmax is 0 on a row this statement inserted: a device the customer never signed in from before.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (signIn && seen?.inserted) await recordNewDevice(tx, user, signIn, now);
    const mfaId = randomUUID();
    const status = initialStatus(verdict.decision);
    await tx.insert(mfaChallenges).values({
      id: mfaId,
      userId: user.id,
      fingerprintHash,
      decision: verdict.decision,
      status,
      decidedAt: status === 'PENDING' ? null : now,
      originJti: signIn?.originJti ?? null,
      originSub: signIn?.subject ?? null,
      createdAt: now,
    });
    if (signIn && status === 'APPROVED')
      await recordPass(tx, signIn, verdict.decision as 'BYPASS' | 'ALLOW', mfaId, now);
    const email = emailSending(deps, mfaId, user.email);
    const opened = sendsEmailCode(verdict.decision) ? await openChallenge(tx, cipher, email.owner, now) : null;
    const phone = sendsTextedCode(verdict.decision) ? (await contactOf(tx, user)).phone : null;
    return { mfaId, verdict, email, code: opened?.code ?? null, phone, newDevice };
  });
  // After the commit: the outbox writes through its own connection. The notice first, so the code stays the newest
  // message in the mailbox.
  if (started.newDevice) await deps.noticeNewDevice?.(user);
  if (started.code !== null) await started.email.deliver(started.code);
  return {
    mfaId: started.mfaId,
    decision: started.verdict.decision,
    reason: started.verdict.reason,
    maskedEmail: started.code !== null ? maskEmail(user.email) : null,
    maskedPhone: started.phone !== null ? maskPhone(started.phone) : null,
  };
}

export type RememberReason = 'remembered' | 'not-found' | 'not-approved' | 'other-device';

/**
 * rememberDevice: only a check the customer passed with a code, and only for the device that passed it (the same
 * blackBox the check started with), marks that device remembered for that customer.
 */
export async function rememberDevice(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; blackBox: string },
  now = new Date(),
): Promise<RememberReason> {
  const { db, cipher } = deps;
  const row = await ownCheck(db, user, input.mfaId);
  if (!row) return 'not-found';
  if (row.status !== 'APPROVED' || !row.decision.startsWith('OTP_')) return 'not-approved';
  const fingerprintHash = fingerprintDigest(cipher, input.blackBox);
  if (row.fingerprintHash !== fingerprintHash) return 'other-device';
  const userAgent = await userAgentOfSignIn(db, row.originJti);
  await db
    .insert(devices)
    .values({ userId: user.id, fingerprintHash, remembered: true, rememberedAt: now, lastSeenAt: now, userAgent })
    .onConflictDoUpdate({
      target: [devices.userId, devices.fingerprintHash],
      set: { remembered: true, rememberedAt: now, lastSeenAt: now, userAgent },
    });
  return 'remembered';
}
