// A customer with an application to resume is sent on to it without the multi-factor
// check (unless a core customer without one, a non-core customer known to a store, or on the card-like brand, all
// of whom go to MFA; the client's routing is sagas/signInRules.ts). That is "a decision that needed no check": when
// skipResumeApplication answers "resume" under those conditions, the sign-in asking is recorded as passed
// (NOT_NEEDED), so the application it resumes (and the account pages it lands on) open without a code.
import { BRANDS, isBrandKey } from '../../brands/catalog';
import type { Db } from '../db/client';
import { customerSystemSearch } from '../customers/search';
import { recordPass, type SignInRef } from './gate';

/** The same rule as the client's shouldGoStraightToMfa, read from the server's own customer search. */
export const goesStraightToMfa = (s: {
  hasOpenApplication: boolean;
  isCoreCustomer: boolean;
  retailBoCode: string | null;
}) => (!s.hasOpenApplication && s.isCoreCustomer) || (!s.isCoreCustomer && Boolean(s.retailBoCode));

/**
 * After skipResumeApplication found an application to resume: records NOT_NEEDED for the caller's sign-in when
 * the resume route takes this customer on without MFA. Answers whether it did.
 */
export async function passResumingSignIn(
  db: Db,
  signIn: SignInRef | null,
  email: string,
  brandKey: string | undefined,
): Promise<boolean> {
  if (!signIn || (isBrandKey(brandKey) && BRANDS[brandKey].alwaysMfaOnSignIn)) return false;
  const search = await customerSystemSearch(db, email);
  if (!search.hasOpenApplication || goesStraightToMfa(search)) return false;
  await recordPass(db, signIn, 'NOT_NEEDED');
  return true;
}
