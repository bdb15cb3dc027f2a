// startEnrollment and currentEnrollment: a search finds the loan-system record (SSN digest, then date of birth, names
// and ZIP) and records a new enrollment for the caller's enrollment session, deciding its first step (./rules.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withKeyLock } from '../auth/keyLock';
import { ssnDigest } from '../customers/ssn';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { enrollments, users } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { openChallenge } from '../verification/codeChallenges';
import { EnrollmentError } from './errors';
import { emailFlow } from './codeFlows';
import {
  checkSearch,
  decideSearch,
  ENROLLMENT_TTL_MS,
  matchesRecord,
  MAX_SEARCHES,
  type RecordFacts,
  type SearchInput,
} from './rules';
import { countSearches, emailOwner, loadLatest, recordsBySsnHash, supersede, type CustomerRow } from './store';
import { toView, type EnrollmentView } from './view';
import type { Lang } from '../../src/lib/i18n/lang';

export interface EnrollmentDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  /** The language of the page that asked, for the codes it sends (server/verification/codeMessages.ts). */
  lang?: Lang;
}

const factsOf = (record: CustomerRow): RecordFacts => ({
  firstName: record.firstName,
  lastName: record.lastName,
  dateOfBirth: record.dateOfBirth,
  zipCode: record.zipCode,
  email: record.email,
  hasAccount: record.userId !== null,
});

export async function startEnrollment(
  deps: EnrollmentDeps,
  originJti: string,
  input: SearchInput,
  now = new Date(),
): Promise<EnrollmentView> {
  const { db, cipher } = deps;
  const checked = checkSearch(input, now);
  if (!checked.ok) throw new EnrollmentError('BAD_USER_INPUT', checked.problem.message, checked.problem.field);
  const search = checked.value;
  const ssnHash = ssnDigest(cipher, search.ssnDigits);

  // One search at a time per session, so the search count cannot be raced past.
  const started = await withKeyLock(db, `enrollment-origin:${originJti}`, async (tx) => {
    if ((await countSearches(tx, originJti)) >= MAX_SEARCHES) {
      throw new EnrollmentError(
        'TOO_MANY_REQUESTS',
        'You have reached the limit of searches for this session. Please call us and we will help you enroll.',
      );
    }
    const record = (await recordsBySsnHash(tx, ssnHash)).find((r) => matchesRecord(search, factsOf(r))) ?? null;
    let emailInUse = false;
    if (record && record.userId === null) {
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.username, search.email)).limit(1);
      emailInUse = account !== undefined;
    }
    const verdict = decideSearch({ record: record && factsOf(record), email: search.email, emailInUse });

    await supersede(tx, originJti, now);
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        id: randomUUID(),
        originJti,
        customerId: record?.id ?? null,
        email: search.email,
        result: verdict.result,
        event: verdict.event,
        expiresAt: new Date(now.getTime() + ENROLLMENT_TTL_MS),
        createdAt: now,
      })
      .returning();
    if (!enrollment) throw new Error('enrollment insert returned nothing');
    const opened = verdict.sendsEmailCode ? await openChallenge(tx, cipher, emailOwner(enrollment.id), now) : null;
    return { enrollment, record, code: opened?.code ?? null };
  });
  // After the commit: the outbox writes through its own connection.
  if (started.code !== null) await emailFlow(deps, started.enrollment).deliver(started.code);
  return toView(started);
}

/** currentEnrollment: the session's latest enrollment while it lasts; null when it has none. */
export async function currentEnrollment(db: Db, originJti: string, now = new Date()): Promise<EnrollmentView | null> {
  const loaded = await loadLatest(db, originJti, now);
  return loaded ? toView(loaded) : null;
}
