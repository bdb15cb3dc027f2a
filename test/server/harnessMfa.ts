// The harness's sign-ins pass the multi-factor gate the way a customer does: startMfa from a device of the harness's
// own, the codes its decision asks for read from the outbox and entered (e-mailed: searchEmailVerification and
// validateEmailVerificationCode; texted: sendOtp and otpSearch). The pass is recorded against that sign-in's
// origin_jti by the server itself (server/mfa/gate.ts). Afterwards the check's traces (its mfa_challenges and
// code_challenges rows, the device row and the messages it sent) are removed, so a test that counts checks, codes,
// devices or messages of its own sees only its own. A decision that refuses (DENY: a locked account, too many checks)
// leaves the sign-in un-passed, as it would a customer.
import { and, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { codeChallenges, devices, mfaChallenges, outbox } from '../../server/db/schema';
import {
  OtpSearchDocument,
  SearchEmailVerificationDocument,
  SendOtpDocument,
  StartMfaDocument,
  ValidateEmailVerificationCodeDocument,
} from '../../api/generated/graphql';
import { DEVICE_COOKIE } from '../../server/http/deviceCookie';
import type { OutgoingMessage } from '../../server/outbox/outbox';
import type { RunningServer } from '../../server/server';

/** The harness's own browser: never the device a test checks (TEST_DEVICE_ID), so it remembers nothing for one. */
export const HARNESS_DEVICE_ID = '0b7e4f1c-9a2d-4c3e-8f5a-6d1b2c3e4f50';
const HARNESS_COOKIE = `${DEVICE_COOKIE}=${HARNESS_DEVICE_ID}`;
const HARNESS_BLACK_BOX = 'eyJpZCI6Imhhcm5lc3MtZGV2aWNlIn0=';

/** What the server handed its outbox, codes included (a production outbox stores none): the harness's codes. */
export type SentLog = (Pick<OutgoingMessage, 'to' | 'channel'> & { code: string | null })[];

/** Records every message the server sends into `log`, as its outbox receives them. */
export function recordSentMessages(server: RunningServer, log: SentLog): void {
  const outboxOf = server.services.outbox;
  const send = outboxOf.send.bind(outboxOf);
  outboxOf.send = async (message, within) => {
    log.push({ to: message.to, channel: message.channel, code: message.code ?? null });
    return send(message, within);
  };
}

interface Answer {
  data?: Record<string, Record<string, string> | null> | null;
  errors?: unknown[];
}

/** Customers only: staff and enrollment identities are not asked (their sign-ins are not the gate's). */
function customerEmailOf(idToken: string): string | null {
  const claims = decodeJwt(idToken);
  const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
  if (groups.includes('CSR') || groups.includes('enrollment')) return null;
  return typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
}

/** Passes the multi-factor check for the sign-in `idToken` comes from (a customer's; others are left as they are). */
export async function passMfa(
  server: RunningServer,
  baseUrl: string,
  sentLog: SentLog,
  idToken: string,
): Promise<void> {
  const email = customerEmailOf(idToken);
  if (!email) return;
  const db = server.services.db;
  const call = async (query: string, variables: Record<string, unknown>): Promise<Answer> => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: HARNESS_COOKIE, authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  };
  const sentBefore = new Set((await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id));
  const logFrom = sentLog.length;
  /** The newest code sent on `channel` since this pass began (to `to`, when given). */
  const codeSent = (channel: 'email' | 'sms', to?: string) =>
    sentLog
      .slice(logFrom)
      .reverse()
      .find((m) => m.channel === channel && m.code && (to === undefined || m.to === to));

  const started = (await call(StartMfaDocument, { blackBox: HARNESS_BLACK_BOX })).data?.startMfa;
  if (!started?.mfaId) return;
  const mfaId = started.mfaId;
  const decision = started.decision ?? '';
  let textedTo: string | null = null;
  try {
    if (decision === 'OTP_PHONE' || decision === 'OTP_PHONE_EMAIL') {
      await call(SendOtpDocument, { request: { mfaId } });
      const texted = codeSent('sms');
      if (texted) {
        textedTo = texted.to;
        await call(OtpSearchDocument, { request: { mfaId, code: texted.code } });
      }
    }
    if (decision === 'OTP_EMAIL' || decision === 'OTP_PHONE_EMAIL') {
      const ids = (await call(SearchEmailVerificationDocument, { mfaId })).data?.searchEmailVerification;
      const mailed = codeSent('email', email);
      if (ids && mailed?.code) {
        await call(ValidateEmailVerificationCodeDocument, {
          emailVerificationId: ids.emailVerificationId,
          sessionId: ids.sessionId,
          verificationCode: mailed.code,
          mfaId,
        });
      }
    }
  } finally {
    const [check] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.id, mfaId));
    await db.delete(codeChallenges).where(eq(codeChallenges.ownerId, mfaId));
    await db.delete(mfaChallenges).where(eq(mfaChallenges.id, mfaId));
    if (check) {
      await db
        .delete(devices)
        .where(and(eq(devices.userId, check.userId), eq(devices.fingerprintHash, check.fingerprintHash)));
    }
    const sent = (await db.select({ id: outbox.id, to: outbox.to }).from(outbox))
      .filter((m) => !sentBefore.has(m.id) && (m.to === email || m.to === textedTo))
      .map((m) => m.id);
    if (sent.length > 0) await db.delete(outbox).where(inArray(outbox.id, sent));
  }
}
