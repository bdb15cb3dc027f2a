// A re-check answered with the authenticator app's code, checked as the sign-in's check does
// (server/identity/softwareTokens.ts): 30-second steps, one step of drift, and the step spent, so a code that passed
// the sign-in or another re-check never works again. Wrong and reused codes share the re-check's five attempts.
import type { Db } from '../db/client';
import type { Cipher } from '../db/cipher';
import { recordProof } from '../identity/recentProof';
import { authenticatorOn, findSoftwareToken, spendCode } from '../identity/softwareTokens';
import type { UserRow } from '../identity/users';
import { cancelFallbacks } from '../mfa/authenticatorFallback';
import type { SignInRef } from '../mfa/gate';
import { claimAttempt, lastAttempt, recheckExpired, settle, type RecheckRow } from './settle';

export type AppCodeOutcome = 'APPROVED' | 'WRONG_CODE' | 'EXPIRED' | 'LOCKED' | 'NOT_OFFERED';

export async function answerWithAppCode(
  deps: { db: Db; cipher: Cipher },
  user: UserRow,
  signIn: SignInRef,
  row: RecheckRow,
  code: string,
  now: Date,
): Promise<AppCodeOutcome> {
  const { db } = deps;
  if (row.status !== 'PENDING') return 'LOCKED';
  if (recheckExpired(row, now)) return 'EXPIRED';
  const token = await findSoftwareToken(db, user.id);
  if (!token?.secretSealed || !authenticatorOn(token)) return 'NOT_OFFERED';
  const attempts = await claimAttempt(db, row.id);
  if (attempts === null) {
    await settle(db, row.id, 'DENIED', now);
    return 'LOCKED';
  }
  const verdict = await spendCode(db, deps.cipher, user.id, token.secretSealed, code, now);
  if (verdict === 'accepted') {
    if (!(await settle(db, row.id, 'APPROVED', now))) return 'LOCKED';
    await recordProof(db, signIn, 'AUTHENTICATOR', now);
    // The customer has their phone: a pending "I can't use my authenticator app" request is no longer needed.
    await cancelFallbacks(db, user.id, now);
    return 'APPROVED';
  }
  if (lastAttempt(attempts)) {
    await settle(db, row.id, 'DENIED', now);
    return 'LOCKED';
  }
  return 'WRONG_CODE';
}
