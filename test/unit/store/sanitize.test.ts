import { describe, expect, it } from 'vitest';
import { codeSignInCodeSubmitted, loginSubmitted } from '../../../store/auth';
import { enrollmentSearchSubmitted, enrollmentSignUpSubmitted } from '../../../store/enrollment';
import { changePasswordSubmitted } from '../../../store/password';
import { actionSanitizer, stateSanitizer } from '../../../store/sanitize';
import { codeSubmitted } from '../../../store/verification';

describe('Redux DevTools sanitizers', () => {
  it('mask the password on the login event and keep the e-mail', () => {
    const action = actionSanitizer(loginSubmitted({ email: 'a@example.com', password: 'Passw0rd!' }));
    expect(action.payload).toEqual({ email: 'a@example.com', password: '***' });
  });

  it('mask transient, tokens, SSNs and bank numbers anywhere in state, but not business codes', () => {
    const state = stateSanitizer({
      auth: { transient: 'Passw0rd!', boCode: '9001', stateCode: 'OH', email: 'a@example.com' },
      api: {
        queries: {
          'searchSsn({"ssn":"123456789"})': { originalArgs: { ssn: '123456789' }, data: { existsInP360: true } },
        },
      },
      bank: { accountNumber: '000123456789', routingNumber: '011000015', idToken: 'eyJ...' },
    });
    const text = JSON.stringify(state);
    for (const secret of ['Passw0rd!', '123456789', '000123456789', '011000015', 'eyJ'])
      expect(text).not.toContain(secret);
    expect(state.auth).toMatchObject({ boCode: '9001', stateCode: 'OH', email: 'a@example.com' });
  });

  it('mask the SSN, codes and the new password on the enrollment events', () => {
    const search = actionSanitizer(
      enrollmentSearchSubmitted({
        firstName: 'Maria',
        lastName: 'Lopez',
        ssn: '123-45-6789',
        dateOfBirth: '04/12/1985',
        zipCode: '43215',
        email: 'maria.lopez@example.com',
      }),
    );
    expect(search.payload).toMatchObject({ ssn: '***', firstName: 'Maria' });
    expect(actionSanitizer(enrollmentSignUpSubmitted({ password: 'N3w!pass' })).payload).toEqual({ password: '***' });
  });

  it('mask every code: the shared verification (MFA and enrollment), passwordless sign-in, the reset link', () => {
    for (const channel of ['email', 'phone'] as const) {
      const submitted = actionSanitizer(codeSubmitted({ channel, code: '123456' }));
      expect(submitted.payload).toEqual({ channel, code: '***' });
    }
    expect(actionSanitizer(codeSignInCodeSubmitted({ code: '654321' })).payload).toEqual({ code: '***' });
    const change = actionSanitizer(
      changePasswordSubmitted({ email: 'a@example.com', code: '246810', password: 'N3w!pass' }),
    );
    expect(change.payload).toEqual({ email: 'a@example.com', code: '***', password: '***' });
  });

  it('leaves empty secrets empty so a reader can tell "not set" from "set"', () => {
    expect(stateSanitizer({ auth: { transient: '' } })).toEqual({ auth: { transient: '' } });
  });
});

describe('secret-looking values under harmless keys', () => {
  it('are masked too: an RTK Query cache key string, a dashed SSN, a JWT', () => {
    const action = actionSanitizer({
      type: 'api/executeQuery/pending',
      meta: { arg: { queryCacheKey: 'searchSsn({"ssn":"123-45-6789"})', note: 'token eyJa.eyJb.sig' } },
    });
    const text = JSON.stringify(action);
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('eyJa.eyJb');
    expect(action.type).toBe('api/executeQuery/pending');
  });
});
