// The sign-up feature's addresses: a new customer creates an account ("Apply now"), confirms the e-mailed code, and
// the two pages that say what to do instead when the e-mail is already known.
import { portalEntryPaths } from '../../lib/restPaths';

// The server's brand pages link here too (they name it from src/lib).
const SIGN_UP = portalEntryPaths.signUp;
const page = (name: string) => `${SIGN_UP}/${name}`;

export const signUpPaths = {
  start: SIGN_UP,
  confirm: page('confirm'),
  /** A portal account already has the e-mail: log in, or reset the password. */
  accountExists: page('account-exists'),
  /** A customer record already has the e-mail: enroll it (or log in). */
  customerExists: page('customer-exists'),
} as const;

export const isSignUpPath = (pathname: string) => pathname === SIGN_UP || pathname.startsWith(`${SIGN_UP}/`);
