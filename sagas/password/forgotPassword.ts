// Forgot password: the risk check first, then the identity provider's reset. DENIED goes to the fail page (when the
// forgotPassword flag allows it), FAILED_P to the passwordless resume page with the e-mail, OK sends the reset link.
import { call, put, takeLatest } from 'redux-saga/effects';
import { IdentityError } from '../../api/identity/types';
import type { RootState } from '../../store';
import { authPaths } from '../../src/features/auth/paths';
import { passwordPaths } from '../../src/features/password/paths';
import { forgotPasswordSubmitted, passwordResetSettled } from '../../store/password';
import type { MessageKey } from '../../src/lib/i18n';
import { deps } from '../context';
import { selectTyped } from '../typedEffects';
import { restPaths } from '../../src/lib/restPaths';
import { postRest } from '../restCall';

const TRY_LATER = 'password.forgot.tryLater' satisfies MessageKey;

export function* forgotPassword(action: ReturnType<typeof forgotPasswordSubmitted>) {
  const { email } = action.payload;
  const { identity, nav, device } = yield* deps();
  const flags = yield* selectTyped((s: RootState) => s.flags.values);
  let results = 'OK';
  try {
    const risk = yield* postRest(restPaths.riskCheck, {
      email,
      blackBox: device(),
      type: 'forgotPassword',
      flags: { enablePasswordlessFlow: flags.passwordless },
    });
    if (risk.status >= 400) throw new Error(`risk check answered ${risk.status}`);
    results = String((risk.body as { results?: unknown } | null)?.results ?? 'OK');
  } catch {
    yield put(passwordResetSettled({ status: 'failed', error: TRY_LATER }));
    return;
  }
  if (results === 'DENIED') {
    if (flags.forgotPassword) {
      yield put(passwordResetSettled({ status: 'idle' }));
      nav.navigate(passwordPaths.forgotPasswordFail);
    } else {
      yield put(passwordResetSettled({ status: 'failed', error: TRY_LATER }));
    }
    return;
  }
  if (results === 'FAILED_P') {
    yield put(passwordResetSettled({ status: 'idle' }));
    nav.navigate(authPaths.resumePasswordless, { state: { email } });
    return;
  }
  try {
    const here = nav.location();
    yield call([identity, identity.resetPassword], email, `${here.protocol}//${here.host}`);
    yield put(passwordResetSettled({ status: 'sent' }));
  } catch (error) {
    const notFound = error instanceof IdentityError && error.code === 'UserNotFoundException';
    // A refused reset says when to ask again ("Please wait 12 minutes before asking for another reset."): the
    // identity service's own words are shown as they came.
    const wait = error instanceof IdentityError && error.code === 'LimitExceededException' ? error.message : '';
    yield put(passwordResetSettled(notFound ? { status: 'notFound' } : { status: 'failed', error: wait || TRY_LATER }));
  }
}

export function* watchForgotPassword() {
  yield takeLatest(forgotPasswordSubmitted.type, forgotPassword);
}
