// The signed-in password change on the security settings: Amplify's updatePassword (Cognito ChangePassword) through
// the identity adapter. A change needs a fresh proof of who is signed in: refused for want of one, the re-check opens
// in place and the same change is made again with what was typed. Once changed, the security events are read again
// (the change is one) and the customer is offered to end their other sessions. The identity service e-mails the
// notice itself, so nothing is posted here.
import { put, takeLeading } from 'redux-saga/effects';
import { IdentityError } from '../../api/identity/types';
import { securityApi } from '../../api/security/endpoints';
import type { MessageKey } from '../../src/lib/i18n';
import { signedInPasswordChanged, signedInPasswordRefused, signedInPasswordSubmitted } from '../../store/password';
import { endOtherSessionsOffered } from '../../store/recheck';
import { deps } from '../context';
import { RecheckDeclined, withRecheck } from '../recheck';
import { callTyped } from '../typedEffects';

/** Cognito's refusals of a new password: its policy, too long for the field, or used before (password history). */
const NEW_PASSWORD_REFUSED = new Set([
  'InvalidPasswordException',
  'InvalidParameterException',
  'PasswordHistoryPolicyViolationException',
]);
const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/**
 * A wrong current password is NotAuthorizedException; so is an access token no longer valid, whose message names the
 * token (the re-check's own refusal never reaches here: withRecheck answers it).
 */
const isWrongCurrent = (error: IdentityError) =>
  error.code === 'NotAuthorizedException' && !/token/i.test(error.message);

/** What a refused change says, and whether the current password was the reason. */
export function passwordRefusal(error: unknown): { key: MessageKey; wrongCurrent?: boolean } {
  if (error instanceof RecheckDeclined) return { key: 'recheck.declined' };
  if (!(error instanceof IdentityError)) return { key: 'security.password.failed' };
  if (isWrongCurrent(error)) return { key: 'security.password.wrongCurrent', wrongCurrent: true };
  if (NEW_PASSWORD_REFUSED.has(error.code)) return { key: 'security.password.rejected' };
  if (TOO_MANY.has(error.code)) return { key: 'security.password.tooMany' };
  return { key: 'security.password.failed' };
}

export function* changeSignedInPassword(action: ReturnType<typeof signedInPasswordSubmitted>) {
  const { currentPassword, newPassword } = action.payload;
  const { identity } = yield* deps();
  try {
    yield* withRecheck(() => callTyped([identity, identity.changePassword], currentPassword, newPassword));
  } catch (error) {
    yield put(signedInPasswordRefused(passwordRefusal(error)));
    return;
  }
  yield put(signedInPasswordChanged());
  yield put(securityApi.util.invalidateTags(['Security']));
  yield put(endOtherSessionsOffered({ reason: 'password' }));
}

export function* watchSignedInPassword() {
  // One change at a time: a second press while one is under way must not cancel it midway.
  yield takeLeading(signedInPasswordSubmitted.type, changeSignedInPassword);
}
