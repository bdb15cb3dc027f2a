// The transition page as a customer meets it: it asks for the listener, announces each state as a status (the
// underwriter's hold told apart once the decision is recorded), and on a duplicate, a processing error or a failed
// connection says so with a way forward (try again, review, the account). No axe violations.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decisionApi } from '../../../api/application/decision/endpoints';
import TransitionScreen from '../../../src/features/application/decision/TransitionScreen';
import { applicationPaths as p } from '../../../src/features/application/paths';
import {
  applicationStateReported,
  listenerConnected,
  listenerFailed,
  listenerReconnecting,
  listenerRequested,
} from '../../../store/application';
import { application } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';

const APP = application({ status: 'UNSUBMITTED' });

async function render() {
  return renderApplicationScreen(<TransitionScreen />, { route: p.transition, application: APP });
}

describe('TransitionScreen', () => {
  it('asks for the listener and announces each state as a status', async () => {
    const view = await render();
    expect(view.sent(listenerRequested.type)).toEqual([{ applicationId: APP.id }]);
    expect(screen.getByRole('heading', { level: 1, name: 'We are reviewing your application' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Connecting to get your application status');
    view.play(listenerConnected());
    view.play(applicationStateReported({ applicationState: 'PENDING_UNDERWRITING', status: 'UNSUBMITTED' }));
    expect(screen.getByRole('status').textContent).toContain('Your application is being reviewed.');
    view.play(listenerReconnecting());
    expect(screen.getByRole('status').textContent).toContain('Reconnecting');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('tells the underwriter’s hold apart once the decision is recorded (the Review applicant)', async () => {
    const view = await render();
    view.play(
      decisionApi.util.upsertQueryData(
        'applicationDecision',
        { id: APP.id },
        {
          id: APP.id,
          status: 'UNSUBMITTED',
          applicationState: 'PENDING_UNDERWRITING',
          decision: { outcome: 'PROCEED_APPLICATION', reasons: [], approvedAmount: 100_000, requestedAmount: 100_000 },
        },
      ),
    );
    view.play(applicationStateReported({ applicationState: 'PENDING_UNDERWRITING', status: 'UNSUBMITTED' }));
    expect(await screen.findByText(/An underwriter is taking a closer look/)).toBeTruthy();
  });

  it('offers to try again after a connection error', async () => {
    const view = await render();
    view.play(listenerFailed());
    expect(
      screen.getByRole('heading', { level: 1, name: 'We cannot show your application status right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your application is safe');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(view.sent(listenerRequested.type)).toHaveLength(2);
    // Trying again connects anew: the page waits again.
    expect(screen.getByRole('status').textContent).toContain('Connecting');
  });

  it('explains a duplicate and a processing error with a way forward', async () => {
    const view = await render();
    view.play(applicationStateReported({ applicationState: 'CANEBAY_DUPLICATE', status: 'UNSUBMITTED' }));
    expect(screen.getByRole('heading', { level: 1, name: 'You already have an application in progress' })).toBeTruthy();
    view.play(applicationStateReported({ applicationState: 'SUBMIT_ERROR', status: 'UNSUBMITTED' }));
    expect(screen.getByRole('link', { name: 'Review my application' }).getAttribute('href')).toBe(p.submit);
  });
});
