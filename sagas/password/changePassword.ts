// Change password from the e-mailed link: confirm the new password with the link's code, post the password-changed
// notification, and go to login. A used or expired link reads "This link is no longer valid."
import { call, put, takeLatest } from 'redux-saga/effects';
import { IdentityError } from '../../api/identity/types';
import { authPaths } from '../../src/features/auth/paths';
import { passwordChanged } from '../../store/events';
import { changePasswordSubmitted, passwordChangeFailed, resetLinkChecked, resetLinkOpened } from '../../store/password';
import type { MessageKey } from '../../src/lib/i18n';
import { deps } from '../context';
import { restPaths } from '../../src/lib/restPaths';
import { postRest } from '../restCall';

export const LINK_NO_LONGER_VALID = 'password.change.linkInvalid' satisfies MessageKey;
export const PASSWORD_CHANGED_NOTICE = 'password.change.done' satisfies MessageKey;

const LINK_ERRORS = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'UserNotFoundException',
]);

export function* changePassword(action: ReturnType<typeof changePasswordSubmitted>) {
  const { email, code, password } = action.payload;
  const { identity, nav } = yield* deps();
  try {
    yield call([identity, identity.confirmResetPassword], email, code, password);
  } catch (error) {
    const code = error instanceof IdentityError ? error.code : '';
    const linkInvalid = LINK_ERRORS.has(code) || !(error instanceof IdentityError);
    yield put(passwordChangeFailed(linkInvalid ? LINK_NO_LONGER_VALID : error.message, linkInvalid));
    return;
  }
  // The notification is best effort: the password is already changed, so a failure here must not undo the success.
  try {
    yield* postRest(restPaths.passwordChanged, { email });
  } catch {
    // The customer still gets the identity provider's own confirmation; nothing to show.
  }
  yield put(passwordChanged({ notice: PASSWORD_CHANGED_NOTICE }));
  nav.navigate(authPaths.login, { replace: true, state: { email } });
}

/**
 * The link's code is checked when the page opens (POST /auth/reset-link: valid or not, never used up), so a used or
 * expired link says so before the customer types two passwords. A check that cannot answer (offline, throttled)
 * leaves the form: the change itself still says "This link is no longer valid.".
 */
export function* checkResetLink(action: ReturnType<typeof resetLinkOpened>) {
  try {
    const answer = yield* postRest(restPaths.resetLinkCheck, action.payload);
    const valid = (answer.body as { valid?: unknown } | null)?.valid;
    yield put(
      resetLinkChecked({
        link: answer.status < 400 && typeof valid === 'boolean' ? (valid ? 'valid' : 'invalid') : 'unknown',
      }),
    );
  } catch {
    yield put(resetLinkChecked({ link: 'unknown' }));
  }
}

export function* watchChangePassword() {
  yield takeLatest(changePasswordSubmitted.type, changePassword);
  yield takeLatest(resetLinkOpened.type, checkResetLink);
}
