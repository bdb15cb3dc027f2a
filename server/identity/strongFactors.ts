// The last strong factor. A customer who holds a strong factor (a passkey, or the authenticator app turned on) keeps
// at least one: removing the last would silently drop them back to e-mailed or texted codes alone, which OWASP ASVS
// 6.6.1 accepts only beside a stronger factor. To switch from one to the other, the customer adds the new one first.
// A customer who never added one keeps the e-mailed or texted code, the state every account starts in. Removing a
// passkey and turning the app off take the same per-customer lock, so two changes at once cannot both pass the rule.
import { count, eq } from 'drizzle-orm';
import { LAST_FACTOR_MESSAGE } from '../../src/lib/security/lastFactor';
import { withKeyLock, type Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { invalidParameter } from './errors';
import { authenticatorOn, findSoftwareToken } from './softwareTokens';

export interface StrongFactors {
  passkeys: number;
  /** On for the portal's check: verified, enabled and preferred. */
  authenticator: boolean;
}

const none = (f: StrongFactors) => f.passkeys === 0 && !f.authenticator;

/** True when a change takes a customer who held a strong factor to none: only e-mailed or texted codes left. */
export const leavesOnlyEmail = (before: StrongFactors, after: StrongFactors): boolean => !none(before) && none(after);

export async function strongFactorsOf(db: Db | Tx, userId: string): Promise<StrongFactors> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return { passkeys: row?.n ?? 0, authenticator: authenticatorOn(await findSoftwareToken(db, userId)) };
}

/** Cognito's error for the refusal; nothing is changed. */
export const lastFactorRefusal = () => invalidParameter(LAST_FACTOR_MESSAGE);

/** Runs a change of the customer's strong factors under their lock (a transaction: a refusal thrown rolls it back). */
export const withFactorsLock = <T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
  withKeyLock(db, `strong-factors:${userId}`, work);
