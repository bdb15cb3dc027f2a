// One-time codes (sign-up confirmation, password reset, custom sign-in challenge): 6 digits, stored only as a keyed
// digest, single use, with expiry, per-code attempt limits and a cap on how often new codes may be requested.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { codeMismatch, expiredCode, limitExceeded } from './errors';

export type CodePurpose = 'signup' | 'reset' | 'custom_auth';

interface CodeRule {
  ttlMs: number;
  /** Wrong guesses a single code tolerates before it is burnt. */
  maxAttempts: number;
  /** New codes per subject and purpose per hour; beyond that LimitExceededException, as Cognito throttles. */
  maxIssuesPerHour: number;
}

const HOUR = 60 * 60 * 1000;

export const CODE_RULES: Record<CodePurpose, CodeRule> = {
  signup: { ttlMs: HOUR, maxAttempts: 5, maxIssuesPerHour: 5 },
  // ForgotPassword's own windows (resetThrottle.ts: per requester, and 10 per account) answer first and say when to
  // retry; this cap only backs them up.
  reset: { ttlMs: HOUR, maxAttempts: 5, maxIssuesPerHour: 10 },
  custom_auth: { ttlMs: 10 * 60 * 1000, maxAttempts: 3, maxIssuesPerHour: 10 },
};

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'limit';

export interface Codes {
  /** Issues a fresh code (retiring any older one for the same subject and purpose) and returns it in clear once. */
  issue(subject: string, purpose: CodePurpose): Promise<string>;
  /** Checks and, on success, consumes the current code. */
  check(subject: string, purpose: CodePurpose, code: string): Promise<CodeCheck>;
  /**
   * Whether the current code is this one, without consuming it (a reset link checked when its page opens). A wrong
   * guess spends one of the code's attempts as check() does, so peeking is no cheaper a way to guess.
   */
  peek(subject: string, purpose: CodePurpose, code: string): Promise<CodeCheck>;
}

export function makeCodes(db: Db, cipher: Cipher): Codes {
  // A keyed digest, not a bare SHA-256: a 6-digit code has a million values, so an unkeyed hash leaked from the
  // database would be reversed instantly.
  const digest = (subject: string, purpose: CodePurpose, code: string) =>
    cipher.digest(`code:${purpose}:${subject}:${code}`);

  /**
   * Claims one attempt on the current code, then compares: concurrent guesses against PostgreSQL cannot all pass a
   * read-then-check, so they can never exceed the limit. 'ok' names the matching row.
   */
  async function claimAttempt(
    subject: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<{ result: 'ok'; id: string } | { result: Exclude<CodeCheck, 'ok'> }> {
    const rule = CODE_RULES[purpose];
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.subject, subject),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row) return { result: 'expired' };
    if (row.expiresAt.getTime() <= Date.now()) return { result: 'expired' };
    const claimed = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, rule.maxAttempts)))
      .returning({ id: verificationCodes.id });
    if (claimed.length === 0) return { result: 'limit' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(digest(subject, purpose, code.trim()), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { result: 'mismatch' };
    return { result: 'ok', id: row.id };
  }

  return {
    async issue(subject, purpose) {
      const rule = CODE_RULES[purpose];
      const since = new Date(Date.now() - HOUR);
      const [recent] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.subject, subject),
            eq(verificationCodes.purpose, purpose),
            gt(verificationCodes.createdAt, since),
          ),
        );
      if ((recent?.n ?? 0) >= rule.maxIssuesPerHour) throw limitExceeded();

      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.subject, subject),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(verificationCodes).values({
        subject,
        purpose,
        codeHash: digest(subject, purpose, code),
        expiresAt: new Date(Date.now() + rule.ttlMs),
      });
      return code;
    },

    async check(subject, purpose, code) {
      const claimed = await claimAttempt(subject, purpose, code);
      if (claimed.result !== 'ok') return claimed.result;
      // Conditional on consumed_at so two concurrent submissions of the same code cannot both succeed.
      const consumed = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, claimed.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return consumed.length === 1 ? 'ok' : 'expired';
    },

    async peek(subject, purpose, code) {
      const claimed = await claimAttempt(subject, purpose, code);
      if (claimed.result !== 'ok') return claimed.result;
      // The right code gives its attempt back: opening the link is not a guess.
      await db
        .update(verificationCodes)
        .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
        .where(eq(verificationCodes.id, claimed.id));
      return 'ok';
    },
  };
}

/** Maps a code check to Cognito's errors. */
export function assertCodeOk(result: 'ok' | 'mismatch' | 'expired' | 'limit'): void {
  if (result === 'mismatch') throw codeMismatch();
  if (result === 'expired') throw expiredCode();
  if (result === 'limit') throw limitExceeded();
}
