// One-time codes (sign-up confirmation, password reset, custom sign-in challenge): 6 digits, stored only as a keyed
// digest, single use, with expiry, per-code attempt limits and a cap on how often new codes may be requested.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { codeMismatch, expiredCode, limitExceeded } from './errors';
import { RESET_PAIR_THROTTLE } from './resetThrottle';

export type CodePurpose = 'signup' | 'reset' | 'custom_auth';

interface CodeRule {
  ttlMs: number;
  /** Wrong guesses a single code tolerates before it is burnt. */
  maxAttempts: number;
  /** New codes per subject and purpose per hour; beyond that LimitExceededException, as Cognito throttles. */
  maxIssuesPerHour: number;
  /**
   * Codes that may be live at once. One for most: a new code retires the old. Reset links several, so that someone
   * who knows only the e-mail cannot cancel the owner's link by asking for another; beyond that the oldest goes.
   */
  maxLive: number;
}

const HOUR = 60 * 60 * 1000;

export const CODE_RULES: Record<CodePurpose, CodeRule> = {
  signup: { ttlMs: HOUR, maxAttempts: 5, maxIssuesPerHour: 5, maxLive: 1 },
  // ForgotPassword's own windows (resetThrottle.ts: per requester, and 10 per account) answer first and say when to
  // retry; this cap only backs them up.
  // One more live link than one requester may ask for in an hour (./resetThrottle.ts), so a stranger at one address
  // cannot push the owner's link out; pushing it out takes several addresses, and the owner can still ask again.
  reset: { ttlMs: HOUR, maxAttempts: 5, maxIssuesPerHour: 10, maxLive: RESET_PAIR_THROTTLE.limit + 1 },
  custom_auth: { ttlMs: 10 * 60 * 1000, maxAttempts: 3, maxIssuesPerHour: 10, maxLive: 1 },
};

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'limit';

export interface Codes {
  /**
   * Issues a fresh code and returns it in clear once. The older live codes of the same subject and purpose beyond
   * the purpose's `maxLive` are retired, the oldest first.
   */
  issue(subject: string, purpose: CodePurpose): Promise<string>;
  /** Checks against every live code and, on success, consumes them all (using one link retires the others). */
  check(subject: string, purpose: CodePurpose, code: string): Promise<CodeCheck>;
  /**
   * Whether a live code is this one, without consuming it (a reset link checked when its page opens). A wrong
   * guess spends one of the code's attempts as check() does, so peeking is no cheaper a way to guess.
   */
  peek(subject: string, purpose: CodePurpose, code: string): Promise<CodeCheck>;
}

export function makeCodes(db: Db, cipher: Cipher): Codes {
  // A keyed digest, not a bare SHA-256: a 6-digit code has a million values, so an unkeyed hash leaked from the
  // database would be reversed instantly.
  const digest = (subject: string, purpose: CodePurpose, code: string) =>
    cipher.digest(`code:${purpose}:${subject}:${code}`);

  const live = (subject: string, purpose: CodePurpose) =>
    and(
      eq(verificationCodes.subject, subject),
      eq(verificationCodes.purpose, purpose),
      isNull(verificationCodes.consumedAt),
    );

  /**
   * Claims one attempt on each live code, then compares: concurrent guesses against PostgreSQL cannot all pass a
   * read-then-check, so they can never exceed the limit. A guess spends an attempt of every live code, so several
   * live reset links give a guesser no more tries than one (each try meets at most maxLive codes). 'ok' names the
   * matching row; `claimed`, every row charged.
   */
  async function claimAttempt(
    subject: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<{ result: 'ok'; id: string; claimed: string[] } | { result: Exclude<CodeCheck, 'ok'> }> {
    const rule = CODE_RULES[purpose];
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(and(live(subject, purpose), gt(verificationCodes.expiresAt, new Date())))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(rule.maxLive);
    if (rows.length === 0) return { result: 'expired' };
    const claimed = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            verificationCodes.id,
            rows.map((r) => r.id),
          ),
          lt(verificationCodes.attempts, rule.maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    if (claimed.length === 0) return { result: 'limit' };
    const given = Buffer.from(digest(subject, purpose, code.trim()), 'hex');
    const match = claimed.find((row) => {
      const expected = Buffer.from(row.codeHash, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!match) return { result: 'mismatch' };
    return { result: 'ok', id: match.id, claimed: claimed.map((row) => row.id) };
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

      // Room for the new code: the live ones beyond the newest maxLive - 1 are retired.
      const kept = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(live(subject, purpose))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(rule.maxLive - 1);
      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(live(subject, purpose), notInArray(verificationCodes.id, kept)));
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
      if (consumed.length !== 1) return 'expired';
      // Using one retires every other live code of the subject (a reset link used makes the others dead).
      await db.update(verificationCodes).set({ consumedAt: new Date() }).where(live(subject, purpose));
      return 'ok';
    },

    async peek(subject, purpose, code) {
      const claimed = await claimAttempt(subject, purpose, code);
      if (claimed.result !== 'ok') return claimed.result;
      // The right code gives its attempts back: opening the link is not a guess.
      await db
        .update(verificationCodes)
        .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
        .where(inArray(verificationCodes.id, claimed.claimed));
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
