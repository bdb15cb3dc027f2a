// The verification operations every owner of a code shares (an enrollment, a multi-factor check), over
// ./codeChallenges.ts: naming the e-mail verification, sending and resending codes, checking one and letting the
// owner follow the verdict. Written once here; a flow supplies only whose code it is, where its codes go and what a
// settled challenge means to its owner.
import type { OtpResult } from '../graphql/generated/resolvers';
import {
  findChallenge,
  openChallenge,
  resendCode,
  verifyCode,
  type CodeDeps,
  type CodeOwner,
  type OpenedChallenge,
  type ResendOutcome,
  type VerifyOutcome,
} from './codeChallenges';
import { otpResultOf } from './textedCodes';

/** What sending needs: whose code and where it goes. */
export interface CodeSending {
  owner: CodeOwner;
  deliver(code: string): Promise<void>;
}

/** A settled challenge's status. */
export type Verdict = 'APPROVED' | 'DENIED';

/** What checking needs: whose code and what the owner does once its challenge is settled. */
export interface CodeChecking {
  owner: CodeOwner;
  /**
   * Runs after every check that finds the challenge settled, a repeated right code included, so it must change the
   * owner only once (a conditional update from the step it waits at).
   */
  follow(verdict: Verdict, now: Date): Promise<void>;
}

/** How the client names an e-mail verification (searchEmailVerification). */
export interface EmailVerificationIds {
  emailVerificationId: string;
  sessionId: string;
}

/** The owner's verification; null when it has none. */
export async function findVerification(deps: CodeDeps, owner: CodeOwner): Promise<EmailVerificationIds | null> {
  const row = await findChallenge(deps.db, owner);
  return row ? { emailVerificationId: row.id, sessionId: row.sessionId } : null;
}

/** Opens the owner's challenge and sends its first code; null when it was open already (later codes are resends). */
export async function openAndSend(deps: CodeDeps, flow: CodeSending, now: Date): Promise<OpenedChallenge | null> {
  const opened = await openChallenge(deps.db, deps.cipher, flow.owner, now);
  if (opened) await flow.deliver(opened.code);
  return opened;
}

/** The owner's verification, opened (its first code sent) when it has none yet. */
export async function findOrOpen(deps: CodeDeps, flow: CodeSending, now: Date): Promise<EmailVerificationIds | null> {
  const opened = await openAndSend(deps, flow, now);
  if (opened) return { emailVerificationId: opened.challengeId, sessionId: opened.sessionId };
  // Opened meanwhile by a parallel request: answer with that one.
  return findVerification(deps, flow.owner);
}

/** emailResendCode: a new code (the old one stops working), as resendCode allows; null when there is no challenge. */
export async function resend(deps: CodeDeps, flow: CodeSending, now: Date): Promise<ResendOutcome | null> {
  const challenge = await findChallenge(deps.db, flow.owner);
  return challenge ? resendCode(deps, challenge, (code) => flow.deliver(code), now) : null;
}

/** sendOtp: the first code, or a resend once one went out; null when the challenge is gone. */
export async function send(deps: CodeDeps, flow: CodeSending, now: Date): Promise<ResendOutcome | null> {
  const opened = await openAndSend(deps, flow, now);
  if (opened) return { success: true, sessionId: opened.sessionId, reason: 'sent' };
  return resend(deps, flow, now);
}

async function check(
  deps: CodeDeps,
  flow: CodeChecking,
  input: { emailVerificationId?: string; sessionId?: string; code: string },
  now: Date,
): Promise<VerifyOutcome | null> {
  const challenge = await findChallenge(deps.db, flow.owner);
  if (!challenge) return null;
  if (input.emailVerificationId !== undefined && challenge.id !== input.emailVerificationId) return null;
  const outcome = await verifyCode(deps, challenge, { sessionId: input.sessionId, code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING') await flow.follow(outcome.challengeStatus, now);
  return outcome;
}

/**
 * validateEmailVerificationCode: the code against the session the client was given (see verifyCode). Null when the
 * owner has no verification by that id.
 */
export function checkEmailedCode(
  deps: CodeDeps,
  flow: CodeChecking,
  input: { emailVerificationId: string; sessionId: string; code: string },
  now: Date,
): Promise<VerifyOutcome | null> {
  return check(deps, flow, input, now);
}

/** otpSearch: the code against the current one, as the contract reads it. Null when no code was sent yet. */
export async function checkTextedCode(
  deps: CodeDeps,
  flow: CodeChecking,
  code: string,
  now: Date,
): Promise<OtpResult | null> {
  const outcome = await check(deps, flow, { code }, now);
  return outcome ? otpResultOf(outcome) : null;
}
