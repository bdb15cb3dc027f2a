// The authenticator app's codes (TOTP, RFC 6238): SHA-1, 6 digits, a 30-second step, checked by otpauth with one step
// of drift either way, and never the same step twice (the newest accepted step is kept per user and only a later
// one is accepted, by a conditional UPDATE, so two requests cannot both spend one code). Secrets are sealed at rest.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Cipher } from '../db/cipher';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { softwareTokens } from '../db/schema';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps of drift accepted either side of the current one. */
export const DRIFT_STEPS = 1;

export type SoftwareTokenRow = typeof softwareTokens.$inferSelect;

/** A new secret: 160 random bits (the HMAC-SHA1 key size RFC 4226 recommends), base32 as Cognito's SecretCode. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: STEP_SECONDS });

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The code the secret gives at `at` (tests and the e2e specs compute codes the same way). */
export const codeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** The step `code` belongs to when it is right at `now` within the drift, else null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

export async function findSoftwareToken(db: Db | Tx, userId: string): Promise<SoftwareTokenRow | undefined> {
  const [row] = await db.select().from(softwareTokens).where(eq(softwareTokens.userId, userId)).limit(1);
  return row;
}

/** Turned on for the portal's check: a verified secret, enabled and preferred. */
export const authenticatorOn = (row: SoftwareTokenRow | undefined): boolean =>
  !!row?.secretSealed && row.enabled && row.preferred;

/**
 * Spends the step of a code right for `secretSealed`: 'accepted' when the step is later than any accepted before (it
 * becomes the newest), 'reused' when it is not, 'mismatch' when the code is not right within the drift.
 */
export async function spendCode(
  db: Db,
  cipher: Cipher,
  userId: string,
  secretSealed: string,
  code: string,
  now: Date,
): Promise<'accepted' | 'reused' | 'mismatch'> {
  const step = matchingStep(cipher.decrypt(secretSealed), code, now);
  if (step === null) return 'mismatch';
  const spent = await db
    .update(softwareTokens)
    .set({ lastStep: step, updatedAt: now })
    .where(
      and(eq(softwareTokens.userId, userId), or(isNull(softwareTokens.lastStep), lt(softwareTokens.lastStep, step))),
    )
    .returning({ userId: softwareTokens.userId });
  return spent.length > 0 ? 'accepted' : 'reused';
}
