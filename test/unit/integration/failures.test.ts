// @vitest-environment jsdom
// One owner for failures: feature sagas handle their own input errors
// only; every other failure is the redirect saga's, once. The whole client runs over a fake fetch, and a failure is
// injected into a multi-factor code check and into an enrollment code check.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_RELOAD_DELAY_MS } from '../../../sagas/session/redirects';
import type { Answer } from './portal';
import {
  enrollmentHandlers,
  enrollToEmailCode,
  enterCode,
  signInHandlers,
  signInToMfaCode,
  startPortal,
} from './journeys';

/** `ends`: the failure ends the session, so every slice is reset (the code step's state with it). */
const FAILURES: { name: string; answer: Answer; mfa: string; enrollment: string; ends?: boolean }[] = [
  {
    name: 'UNAUTHENTICATED',
    answer: { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] },
    mfa: '/login',
    enrollment: '/enrollment',
    ends: true,
  },
  { name: 'HTTP 403', answer: { status: 403 }, mfa: '/login', enrollment: '/enrollment', ends: true },
  {
    name: 'FORBIDDEN',
    answer: { errors: [{ message: 'Not yours', extensions: { code: 'FORBIDDEN' } }] },
    mfa: '/login',
    enrollment: '/enrollment',
    ends: true,
  },
  {
    name: 'an unexpected server error',
    answer: { errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    mfa: '/error',
    enrollment: '/enrollment/error',
  },
  { name: 'HTTP 500', answer: { status: 500 }, mfa: '/error', enrollment: '/enrollment/error' },
];

const GATEWAYS: { name: string; answer: Answer }[] = [
  { name: 'HTTP 502', answer: { status: 502 } },
  { name: 'HTTP 504', answer: { status: 504 } },
];

afterEach(() => {
  vi.useRealTimers();
});

async function mfaCodeStep() {
  const portal = startPortal(signInHandlers());
  await signInToMfaCode(portal);
  expect(portal.ctx.nav.navigations.at(-1)?.to).toBe('/mfa/otp-email');
  portal.ctx.nav.loc = { ...portal.ctx.nav.loc, pathname: '/mfa/otp-email' };
  return portal;
}

async function enrollmentCodeStep() {
  const portal = startPortal(enrollmentHandlers());
  await enrollToEmailCode(portal);
  expect(portal.ctx.nav.navigations.at(-1)?.to).toBe('/enrollment/email-verification');
  portal.ctx.nav.loc = { ...portal.ctx.nav.loc, pathname: '/enrollment/email-verification' };
  return portal;
}

const STEPS = [
  { step: 'a multi-factor code check', open: mfaCodeStep, key: 'mfa' as const },
  { step: 'an enrollment code check', open: enrollmentCodeStep, key: 'enrollment' as const },
];

describe.each(STEPS)('a failure inside $step', ({ open, key }) => {
  it.each(FAILURES)('$name goes where its redirect rule says, navigated once', async (failure) => {
    const portal = await open();
    const before = portal.ctx.nav.navigations.length;
    portal.handlers.ValidateEmailVerificationCode = () => failure.answer;
    await enterCode(portal, '123456');
    const after = portal.ctx.nav.navigations.slice(before).map((n) => n.to);
    expect(after).toEqual([failure[key]]);
    const state = portal.store.getState();
    if (failure.ends) {
      expect(state.auth.isAuthenticated).toBe(false);
      expect(state.verification.purpose).toBeNull();
    } else {
      expect(state.verification.failed).toBe(true);
    }
  });

  it.each(GATEWAYS)('$name reloads the app at / after 15 seconds, and nothing else moves', async (failure) => {
    const portal = await open();
    const before = portal.ctx.nav.navigations.length;
    vi.useFakeTimers();
    portal.handlers.ValidateEmailVerificationCode = () => failure.answer;
    portal.store.dispatch({
      type: 'verification/codeSubmitted',
      payload: { channel: 'email', code: '123456' },
    });
    await vi.advanceTimersByTimeAsync(GATEWAY_RELOAD_DELAY_MS - 1_000);
    expect(portal.ctx.nav.assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(portal.ctx.nav.assigned).toEqual(['/']);
    expect(portal.ctx.nav.navigations.length).toBe(before);
  });

  it('a wrong code stays with the step: the form clears, nobody navigates', async () => {
    const portal = await open();
    const before = portal.ctx.nav.navigations.length;
    await enterCode(portal, '000000');
    expect(portal.ctx.nav.navigations.length).toBe(before);
    expect(portal.store.getState().verification.email.status).toBe('rejected');
  });
});
