// SSN look-ups (searchSsn, customerSsnSearch) by an enrollment visitor: allowed only inside the visitor's own live
// enrollment, about the one record that enrollment already matched (names, date of birth, ZIP and SSN), and counted
// per enrollment and per client address (the address that opened the enrollment session, remembered with the
// visitor's identity: see server/identity/serviceSession.ts). So an enrollment token cannot test SSNs: with no
// enrollment it learns nothing, with one it can only confirm what its own search established, a few times.
import { takeThrottles, type ThrottleRule } from '../auth/throttle';
import type { SsnViewer } from '../customers/search';
import type { Db } from '../db/client';
import type { Identity } from '../identity/types';
import { EnrollmentError, noEnrollment } from './errors';
import { ENROLLMENT_TTL_MS, MAX_SSN_LOOKUPS_PER_ADDRESS, MAX_SSN_LOOKUPS_PER_ENROLLMENT } from './rules';
import { loadLatest } from './store';

/** Per enrollment (keyed by its id): a few look-ups for the hour an enrollment lives. */
export const SSN_LOOKUPS_PER_ENROLLMENT: ThrottleRule = {
  bucket: 'enrollment-ssn-lookup',
  limit: MAX_SSN_LOOKUPS_PER_ENROLLMENT,
  windowMs: ENROLLMENT_TTL_MS,
};

/** Per client address (keyed digest), across every enrollment session it opened. */
export const SSN_LOOKUPS_PER_ADDRESS: ThrottleRule = {
  bucket: 'enrollment-ssn-lookup-address',
  limit: MAX_SSN_LOOKUPS_PER_ADDRESS,
  windowMs: ENROLLMENT_TTL_MS,
};

export const TOO_MANY_LOOKUPS =
  'You have reached the limit of look-ups for this enrollment. Please call us and we will help you enroll.';

export interface SsnLookupDeps {
  db: Db;
  identity: Pick<Identity, 'enrollmentIdentity'>;
}

/** The enrollment visitor as an SSN viewer, one look-up counted; refuses with NOT_FOUND or TOO_MANY_REQUESTS. */
export async function enrollmentSsnViewer(
  deps: SsnLookupDeps,
  caller: { sub: string; originJti: string },
  now = new Date(),
): Promise<Extract<SsnViewer, { role: 'ENROLLMENT' }>> {
  // Only a visitor identity of its own (never the template user signed in some other way) and only while it lives.
  const visitor = (await deps.identity.enrollmentIdentity?.(caller.sub)) ?? null;
  if (!visitor || visitor.expiresAt.getTime() <= now.getTime()) throw noEnrollment();
  const loaded = await loadLatest(deps.db, caller.originJti, now);
  if (!loaded) throw noEnrollment();
  const { enrollment } = loaded;
  // Each look-up (each alias of a query too: every field resolves on its own) takes one from both allowances, or
  // none: a refusal by one must not spend the other.
  const taken = await takeThrottles(
    deps.db,
    [
      { rule: SSN_LOOKUPS_PER_ENROLLMENT, keyHash: enrollment.id },
      { rule: SSN_LOOKUPS_PER_ADDRESS, keyHash: visitor.clientDigest },
    ],
    now,
  );
  if (!taken.allowed) throw new EnrollmentError('TOO_MANY_REQUESTS', TOO_MANY_LOOKUPS);
  return { role: 'ENROLLMENT', recordId: enrollment.customerId, verified: enrollment.approvedAt !== null };
}
