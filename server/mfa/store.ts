// What multi-factor reads about a customer: their own checks (mfa_challenges) and, from the linked loan-system
// record, where codes go. Every check is read through its customer, so no one reaches another's.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, mfaChallenges } from '../db/schema';
import { findUser, type UserRow } from '../identity/users';
import type { Outbox } from '../outbox/outbox';
import { phoneDigits } from '../verification/textedCodes';
import type { CodePreference } from './decide';
import { isMfaId } from './validate';
import type { Lang } from '../../src/lib/i18n/lang';

export type CheckRow = typeof mfaChallenges.$inferSelect;

export interface MfaDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  /** The language of the page that asked, for the codes it sends (server/verification/codeMessages.ts). */
  lang?: Lang;
  /** Tells the customer their own sign-in came from a device new to them (a security notice). */
  noticeNewDevice?: (user: UserRow) => Promise<void>;
}

/** The customer a call concerns (customerEmailFor); null when no account has that e-mail. */
export const findCustomer = (db: Db, email: string) => findUser(db, email);

/** The customer's own check; undefined for anyone else's, an unknown or a malformed id. */
export async function ownCheck(db: Db, user: UserRow, mfaId: string): Promise<CheckRow | undefined> {
  if (!isMfaId(mfaId)) return undefined;
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, mfaId), eq(mfaChallenges.userId, user.id)))
    .limit(1);
  return row;
}

const PREFERENCES: CodePreference[] = ['EMAIL', 'PHONE', 'PHONE_AND_EMAIL'];

/** The linked loan-system record's code preference and phone (10 digits); EMAIL and none without a record. */
export async function contactOf(
  db: Db | Tx,
  user: UserRow,
): Promise<{ preference: CodePreference; phone: string | null }> {
  const [row] = await db
    .select({ preference: customers.mfaPreference, phone: customers.phone })
    .from(customers)
    .where(eq(customers.userId, user.id))
    .limit(1);
  const preference = PREFERENCES.find((p) => p === row?.preference) ?? 'EMAIL';
  return { preference, phone: phoneDigits(row?.phone) };
}
