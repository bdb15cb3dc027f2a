// The session-timeout saga with the real reducer on a fake clock (Vitest's timers drive redux-saga's `delay` and
// `Date.now`): when the prompt opens, what keeps the session, how it ends and what the server is told, across tabs.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { buffers, eventChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../../../api/session/endpoints';
import { makeStore, plainRootReducer, type RootState } from '../../../store';
import { logoutRequested, type AuthState } from '../../../store/auth';
import { sessionLost } from '../../../store/events';
import { flagsLoaded, type FlagValues } from '../../../store/flags';
import { timeoutContinueChosen, timeoutLogOutChosen } from '../../../store/session';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';
import {
  openActivitySource,
  rememberExtendedTimeout,
  type ActivitySignal,
  type ActivitySource,
  type TabMessage,
} from '../../../sagas/session/activity';
import { REPORT_TIMEOUT_MS, watchSessionTimeout } from '../../../sagas/session/timeout';
import { CLAIMS } from './demoAccounts';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { signedInAuth, stateWith } from './harness';

const START = Date.UTC(2026, 0, 5, 14, 0, 0);
const IDLE = 900_000; // the default flag, 900 s
const COUNTDOWN = 60_000; // the default flag, 60 s
/** Just after the prompt opens, and just after it runs out, for a session idle from the start. */
const PROMPT_OPEN = IDLE + 1_000;
const RUN_OUT = IDLE + COUNTDOWN + 1_000;

/** The browser as the saga sees it: this tab's activity and the site's other tabs. */
class FakeBrowser {
  opened = 0;
  readonly told: TabMessage[] = [];
  readonly cookies: number[] = [];
  private emit: (signal: ActivitySignal) => void = () => {
    throw new Error('no activity source is open');
  };

  open(): ActivitySource {
    this.opened += 1;
    const signals = eventChannel<ActivitySignal>((emit) => {
      this.emit = emit;
      return () => undefined;
    }, buffers.sliding(16));
    return { signals, tell: (message) => this.told.push(message), close: () => signals.close() };
  }

  activityHere() {
    this.emit({ from: 'thisTab' });
  }

  fromOtherTab(message: TabMessage) {
    this.emit({ from: 'otherTab', message });
  }
}

type Report = { isEnrollment: boolean; isManualTrigger: boolean };

interface Run {
  state: RootState;
  ctx: FakeContext;
  browser: FakeBrowser;
  reports: Report[];
  refreshes: number;
}

interface Step {
  at: number;
  act: (tools: { dispatch(action: UnknownAction): void; browser: FakeBrowser }) => void;
}

/**
 * Runs the watcher for `forMs` of fake time from START with `steps` at their times. The session-end report answers
 * `report` (success by default; an EndpointError fails it; 'hang' never answers).
 */
async function run(opts: {
  forMs: number;
  auth?: Partial<AuthState>;
  flags?: Partial<FlagValues>;
  steps?: Step[];
  report?: EndpointError | 'hang';
  refresh?: 'fails' | 'hangs';
}): Promise<Run> {
  // Each run starts at START with no timers left from an earlier run in the same test.
  vi.clearAllTimers();
  vi.setSystemTime(START);
  const ctx = fakeContext();
  ctx.identity.signedInAs(CLAIMS.onlineReturning);
  const refresh = vi.spyOn(ctx.identity, 'refresh');
  if (opts.refresh === 'fails') refresh.mockRejectedValue(new Error('Refresh Token has expired'));
  if (opts.refresh === 'hangs') refresh.mockReturnValue(new Promise(() => undefined));
  const browser = new FakeBrowser();
  const reports: Report[] = [];
  const initial = stateWith({ auth: opts.auth ?? signedInAuth() });
  const state = { ...initial, flags: { loaded: true, values: { ...initial.flags.values, ...opts.flags } } };
  const tester = expectSaga(watchSessionTimeout)
    .withReducer(plainRootReducer, state)
    .provide([
      contextProviders(ctx),
      [matchers.call.fn(openActivitySource), dynamic(() => browser.open())],
      [matchers.call.fn(rememberExtendedTimeout), dynamic(() => void browser.cookies.push(Date.now() - START))],
      [
        matchers.call.fn(callEndpoint),
        dynamic(({ args }: { args: unknown[] }) => {
          const [endpoint, arg] = args;
          if (endpoint !== sessionApi.endpoints.timeoutExpireAction) throw new Error('unexpected endpoint');
          reports.push(arg as Report);
          ctx.log.push('timeoutExpireAction');
          if (opts.report === 'hang') return new Promise(() => undefined);
          if (opts.report) throw opts.report;
          return { success: true };
        }),
      ],
    ]);
  for (const step of opts.steps ?? []) {
    setTimeout(() => step.act({ dispatch: (action) => void tester.dispatch(action), browser }), step.at);
  }
  const done = tester.silentRun(opts.forMs);
  await vi.advanceTimersByTimeAsync(opts.forMs + 1);
  const { storeState } = await done;
  return { state: storeState as RootState, ctx, browser, reports, refreshes: refresh.mock.calls.length };
}

const at = (time: number, act: Step['act']): Step => ({ at: time, act });

beforeEach(() => {
  // setImmediate stays real: redux-saga-test-plan schedules its own bookkeeping with it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the prompt', () => {
  it('stays closed during the idle time and opens after it, counting down the expiry flag', async () => {
    expect((await run({ forMs: IDLE - 1_000 })).state.session.timeoutWarning ?? null).toBeNull();
    const { state } = await run({ forMs: PROMPT_OPEN });
    expect(state.session.timeoutWarning).toMatchObject({ endsAt: START + IDLE + COUNTDOWN });
    expect(state.auth.isAuthenticated).toBe(true);
  });

  it('takes its times from the flags', async () => {
    const { state } = await run({ forMs: 31_000, flags: { idleTimeoutSeconds: 30, expiryTimeoutSeconds: 45 } });
    expect(state.session.timeoutWarning?.endsAt).toBe(START + 30_000 + 45_000);
  });

  it('gives at least 20 seconds whatever the expiry flag says', async () => {
    const flags = { idleTimeoutSeconds: 30, expiryTimeoutSeconds: 5 };
    const open = await run({ forMs: 30_000 + 19_000, flags });
    expect(open.state.session.timeoutWarning?.endsAt).toBe(START + 30_000 + 20_000);
    expect(open.state.auth.isAuthenticated).toBe(true);
    expect((await run({ forMs: 30_000 + 21_000, flags })).state.auth.isAuthenticated).toBe(false);
  });

  it('applies flags that arrive after a persisted session was picked up', async () => {
    const { state } = await run({
      forMs: 4_000,
      steps: [at(1_000, ({ dispatch }) => dispatch(flagsLoaded({ idleTimeoutSeconds: 3 })))],
    });
    expect(state.session.timeoutWarning).not.toBeNull();
  });

  it('nothing runs while nobody is signed in or enrolling', async () => {
    const { state, browser, reports } = await run({ forMs: 3 * RUN_OUT, auth: { isAuthenticated: false } });
    expect(browser.opened).toBe(0);
    expect(state.session.timeoutWarning ?? null).toBeNull();
    expect(reports).toEqual([]);
  });
});

describe('activity', () => {
  it('in this tab restarts the idle time and is told to the other tabs', async () => {
    const steps = [at(600_000, ({ browser }) => browser.activityHere())];
    const before = await run({ forMs: PROMPT_OPEN, steps });
    expect(before.state.session.timeoutWarning ?? null).toBeNull();
    expect(before.browser.told).toEqual(['activity']);
    const after = await run({ forMs: 600_000 + PROMPT_OPEN, steps });
    expect(after.state.session.timeoutWarning).toMatchObject({ endsAt: START + 600_000 + IDLE + COUNTDOWN });
  });

  it('in another tab restarts the idle time here too, without echoing it back', async () => {
    const { state, browser } = await run({
      forMs: PROMPT_OPEN,
      steps: [at(600_000, ({ browser: b }) => b.fromOtherTab('activity'))],
    });
    expect(state.session.timeoutWarning ?? null).toBeNull();
    expect(browser.told).toEqual([]);
  });

  it('in this tab does not answer an open prompt', async () => {
    const { state } = await run({
      forMs: IDLE + 30_000,
      steps: [at(IDLE + 10_000, ({ browser }) => browser.activityHere())],
    });
    expect(state.session.timeoutWarning).not.toBeNull();
  });

  it('on waking from sleep past the countdown ends the session instead of reviving it', async () => {
    const { state, reports } = await run({
      forMs: 2_000,
      steps: [
        at(1_000, ({ browser }) => {
          // The machine slept for two hours: the clock moved on, the timers did not fire.
          vi.setSystemTime(Date.now() + 2 * 3_600_000);
          browser.activityHere();
        }),
      ],
    });
    expect(reports).toEqual([{ isEnrollment: false, isManualTrigger: false }]);
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session.endedByTimeout).toBe(true);
  });
});

describe('Continue', () => {
  const continueAt = (time: number) => at(time, ({ dispatch }) => dispatch(timeoutContinueChosen()));

  it('closes the prompt, refreshes the identity session, sets the extended-timeout cookie and tells the other tabs', async () => {
    const { state, refreshes, browser, reports } = await run({
      forMs: IDLE + 20_000,
      steps: [continueAt(IDLE + 10_000)],
    });
    expect(state.session.timeoutWarning).toBeNull();
    expect(state.auth.isAuthenticated).toBe(true);
    expect(refreshes).toBe(1);
    expect(browser.cookies).toEqual([IDLE + 10_000]);
    expect(browser.told).toEqual(['continued']);
    expect(reports).toEqual([]);
  });

  it('counts as activity: the next prompt comes a full idle time later', async () => {
    const steps = [continueAt(IDLE + 10_000)];
    expect((await run({ forMs: IDLE + 10_000 + IDLE - 1_000, steps })).state.session.timeoutWarning).toBeNull();
    const again = await run({ forMs: IDLE + 10_000 + IDLE + 1_000, steps });
    expect(again.state.session.timeoutWarning?.endsAt).toBe(START + 2 * IDLE + 10_000 + COUNTDOWN);
  });

  it('keeps the session even when the token refresh fails (the base query refreshes again on 401)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { state, refreshes } = await run({
      forMs: IDLE + 20_000,
      steps: [continueAt(IDLE + 10_000)],
      refresh: 'fails',
    });
    expect(refreshes).toBe(1);
    expect(state.session.timeoutWarning).toBeNull();
    expect(state.auth.isAuthenticated).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not wait for the refresh: the idle watch goes on while the identity provider is silent', async () => {
    const { state } = await run({
      forMs: IDLE + 10_000 + IDLE + 1_000,
      steps: [continueAt(IDLE + 10_000)],
      refresh: 'hangs',
    });
    expect(state.session.timeoutWarning).not.toBeNull();
  });

  it('in another tab closes the prompt here without a second refresh', async () => {
    const { state, refreshes, browser } = await run({
      forMs: IDLE + 20_000,
      steps: [at(IDLE + 10_000, ({ browser: b }) => b.fromOtherTab('continued'))],
    });
    expect(state.session.timeoutWarning).toBeNull();
    expect(state.auth.isAuthenticated).toBe(true);
    expect(refreshes).toBe(0);
    expect(browser.told).toEqual([]);
  });
});

describe('ending the session', () => {
  it('the countdown reaching zero reports timeoutExpireAction(false) first, then signs out to the inactivity message', async () => {
    const { state, ctx, reports, browser } = await run({ forMs: RUN_OUT });
    expect(reports).toEqual([{ isEnrollment: false, isManualTrigger: false }]);
    // The report needs the token, so it goes before the sign-out.
    expect(ctx.log.filter((l) => l === 'timeoutExpireAction' || l === 'identity.signOut')).toEqual([
      'timeoutExpireAction',
      'identity.signOut',
    ]);
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session).toMatchObject({ endedByTimeout: true, timeoutWarning: null });
    expect(ctx.storage.length).toBe(0);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/login');
    expect(browser.told).toEqual(['timedOut']);
  });

  it('choosing Log Out reports timeoutExpireAction(true) and signs out without the inactivity message', async () => {
    const { state, reports, ctx, browser } = await run({
      forMs: IDLE + 20_000,
      steps: [at(IDLE + 10_000, ({ dispatch }) => dispatch(timeoutLogOutChosen()))],
    });
    expect(reports).toEqual([{ isEnrollment: false, isManualTrigger: true }]);
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session.endedByTimeout).toBe(false);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/login');
    expect(browser.told).toEqual(['loggedOut']);
  });

  it('an enrolling visitor is reported as enrollment and starts enrolling again', async () => {
    const { state, reports, ctx } = await run({
      forMs: RUN_OUT,
      auth: { isEnrollment: true, initialized: true },
    });
    expect(reports).toEqual([{ isEnrollment: true, isManualTrigger: false }]);
    expect(state.auth.isEnrollment).toBe(false);
    expect(ctx.identity.signOuts).toBe(1);
    expect(ctx.nav.navigations.at(-1)).toEqual({
      to: '/enrollment',
      options: { replace: true, state: { expired: true } },
    });
  });

  it('a failed report does not hold or change the logout', async () => {
    const notImplemented = new EndpointError({
      kind: 'server',
      message: 'Not implemented',
      code: 'NOT_IMPLEMENTED',
      quiet: true,
    });
    const { state, ctx } = await run({ forMs: RUN_OUT, report: notImplemented });
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session.endedByTimeout).toBe(true);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/login');
  });

  it('a report that never answers is given up after a few seconds', async () => {
    expect((await run({ forMs: RUN_OUT, report: 'hang' })).state.auth.isAuthenticated).toBe(true);
    const { state } = await run({ forMs: RUN_OUT + REPORT_TIMEOUT_MS, report: 'hang' });
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session.endedByTimeout).toBe(true);
  });

  it('another tab timing out signs this one out too, without a second report', async () => {
    const { state, reports, ctx, browser } = await run({
      forMs: 600_000,
      steps: [at(500_000, ({ browser: b }) => b.fromOtherTab('timedOut'))],
    });
    expect(reports).toEqual([]);
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.session.endedByTimeout).toBe(true);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/login');
    expect(browser.told).toEqual([]);
  });

  it('a header Log Out here is told to the other tabs, and the prompt stays closed afterwards', async () => {
    const { state, browser, reports } = await run({
      forMs: RUN_OUT,
      steps: [
        at(100_000, ({ dispatch }) => {
          // What watchSignOut does on logoutRequested.
          dispatch(logoutRequested());
          dispatch(sessionLost({ timedOut: false }));
        }),
      ],
    });
    expect(browser.told).toEqual(['loggedOut']);
    expect(reports).toEqual([]);
    expect(state.session.timeoutWarning ?? null).toBeNull();
  });
});

describe('timeoutExpireAction endpoint', () => {
  it('marks its failures quiet, so the redirect saga never acts on them', async () => {
    vi.useRealTimers();
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const fetchImpl = async () =>
      new Response(
        JSON.stringify({ errors: [{ message: 'Not implemented', extensions: { code: 'NOT_IMPLEMENTED' } }] }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    const store = makeStore(undefined, { extra: { identity: ctx.identity, fetch: fetchImpl as typeof fetch } });
    const result = await store.dispatch(
      sessionApi.endpoints.timeoutExpireAction.initiate({ isEnrollment: false, isManualTrigger: false }),
    );
    expect('error' in result && result.error).toMatchObject({ code: 'NOT_IMPLEMENTED', quiet: true });
  });
});
