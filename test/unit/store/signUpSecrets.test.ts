// Where a new customer's password and code may be seen: in memory as the auth slice's `transient` until the first
// sign-in, and nowhere else: not in what is persisted, not in Redux DevTools (actions or state), not in the support
// file's action log.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../store';
import { readActionLog } from '../../../store/actionLog';
import { transientCleared, transientKept } from '../../../store/auth';
import { PERSISTED_FIELDS } from '../../../store/persist';
import { actionSanitizer, stateSanitizer } from '../../../store/sanitize';
import { signUpCodeSubmitted, signUpSubmitted } from '../../../store/signUp';
import { fakeContext } from '../sagas/fakes';

const PASSWORD = 'Fresh-Start1';
const FORM = {
  firstName: 'Nadia',
  lastName: 'Newcomer',
  email: 'nadia.newcomer@example.com',
  password: PASSWORD,
  choices: { smsOptIn: false, canShareInfo: false },
};

describe('a new customer’s password and code', () => {
  it('are masked on the sign-up events and in the state DevTools shows', () => {
    expect(actionSanitizer(signUpSubmitted(FORM)).payload).toMatchObject({ email: FORM.email, password: '***' });
    expect(actionSanitizer(transientKept({ transient: PASSWORD })).payload).toEqual({ transient: '***' });
    expect(actionSanitizer(signUpCodeSubmitted({ code: '246810' })).payload).toEqual({ code: '***' });
    const context = fakeContext();
    const store = makeStore(undefined, { extra: { identity: context.identity } });
    store.dispatch(signUpSubmitted(FORM));
    store.dispatch(transientKept({ transient: PASSWORD }));
    expect(store.getState().auth.transient).toBe(PASSWORD);
    expect(JSON.stringify(stateSanitizer(store.getState()))).not.toContain(PASSWORD);
    // The support file keeps the sanitized actions and states only.
    expect(JSON.stringify(readActionLog(store.dispatch))).not.toContain(PASSWORD);
    store.dispatch(transientCleared());
    expect(store.getState().auth.transient).toBe('');
  });

  it('are never persisted: the auth slice keeps only whether a session existed, and the sign-up slice nothing', () => {
    expect(PERSISTED_FIELDS.auth).toEqual(['isAuthenticated']);
    expect(Object.keys(PERSISTED_FIELDS)).not.toContain('signUp');
  });
});
