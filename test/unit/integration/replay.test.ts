// @vitest-environment jsdom
// Support engineers replay a customer's actions in Redux DevTools: that is only honest when every reducer is pure.
// Record a real journey's actions, replay them through a fresh reducer and compare with the state the app reached.
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainRootReducer, type RootState } from '../../../store';
import {
  CODE,
  enrollmentHandlers,
  enrollToEmailCode,
  enterCode,
  signInHandlers,
  signInToMfaCode,
  startPortal,
} from './journeys';

const replay = (actions: UnknownAction[]): RootState =>
  actions.reduce<RootState>(
    (state, action) => plainRootReducer(state, action),
    plainRootReducer(undefined, { type: '@@INIT' }),
  );

/** Moves the wall clock an hour on (only Date: the portal's timers keep running as they were). */
function laterByAnHour() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 3_600_000);
}
afterEach(() => vi.useRealTimers());

describe('replaying a recorded journey', () => {
  it('sign-in with an e-mailed multi-factor code gives the identical state', async () => {
    const portal = startPortal(signInHandlers());
    await signInToMfaCode(portal);
    await enterCode(portal, '000000');
    await enterCode(portal, CODE, true);
    const reached = portal.store.getState();
    expect(reached.mfa.passed).toBe(true);
    expect(reached.verification.email.status).toBe('verified');
    // An hour passes between the journey and the replay: a reducer reading the clock would now differ.
    laterByAnHour();
    expect(replay(portal.actions)).toEqual(reached);
  });

  it('an enrollment search and its e-mailed code give the identical state', async () => {
    const portal = startPortal(enrollmentHandlers());
    await enrollToEmailCode(portal);
    expect(portal.store.getState().verification.email.status).toBe('sent');
    await enterCode(portal, CODE);
    const reached = portal.store.getState();
    expect(reached.enrollment.enrollment?.result).toBe('APPROVED');
    laterByAnHour();
    expect(replay(portal.actions)).toEqual(reached);
  });

  it('the code step records its send time on the action, not in the reducer', async () => {
    const portal = startPortal(signInHandlers());
    await signInToMfaCode(portal);
    const ready = portal.actions.find((a) => a.type === 'verification/emailCodeReady') as
      (UnknownAction & { payload: { sentAt: number } }) | undefined;
    expect(ready?.payload.sentAt).toBe(portal.store.getState().verification.email.sentAt);
  });
});
