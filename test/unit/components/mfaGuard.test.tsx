// The route guard's multi-factor part: a signed-in customer whose sign-in has not passed the check is held on a
// customer-data page (account, application, conversion) while the check starts, and comes back there after it; a
// passed check, staff and pages without customer data are let through. A sign-in that went on to its application
// without the check (the resume route) has the application pages only: the account and conversion pages hold it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsMfa, RequireAuth } from '../../../src/app/guards';
import type { RootState } from '../../../store';
import { readActionLog } from '../../../store/actionLog';
import { initialAuthState } from '../../../store/auth';
import { initialMfaState } from '../../../store/mfa';
import { renderWithProviders } from './renderWithProviders';

const customer = {
  ...initialAuthState,
  initialized: true,
  isAuthenticated: true,
  email: 'online.returning@example.com',
};

function renderAt(route: string, state: { passed?: boolean; applicationPassed?: boolean; isAdmin?: boolean } = {}) {
  const preloadedState = {
    auth: { ...customer, isAdmin: state.isAdmin ?? false },
    mfa: { ...initialMfaState, passed: state.passed ?? false, applicationPassed: state.applicationPassed ?? false },
  } as Partial<RootState>;
  return renderWithProviders(
    <RequireAuth>
      <h1>Customer data</h1>
    </RequireAuth>,
    { route, preloadedState },
  );
}

const required = (dispatch: Parameters<typeof readActionLog>[0]) =>
  readActionLog(dispatch)
    .entries.map((entry) => entry.action as { type: string; payload?: unknown })
    .filter((action) => action.type === 'mfa/mfaRequired');

describe('the route guard and the multi-factor check', () => {
  it('holds a customer whose sign-in has not passed, and starts the check for this page', () => {
    const { store } = renderAt('/account/payment?loan=1');
    expect(screen.queryByRole('heading', { name: 'Customer data' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/authenticating/i);
    expect(required(store.dispatch)).toEqual([
      { type: 'mfa/mfaRequired', payload: { returnTo: '/account/payment?loan=1' } },
    ]);
  });

  it.each([
    ['a passed check', '/account', { passed: true }],
    ['a CSR (their own sign-in governs)', '/account', { isAdmin: true }],
    ['the account error page', '/account/error', {}],
    ['a page without customer data', '/mfa/approved', {}],
    ["the resume route's pass on an application page", '/application/income', { applicationPassed: true }],
  ])('lets through %s', (_label, route, state) => {
    const { store } = renderAt(route, state);
    expect(screen.getByRole('heading', { name: 'Customer data' })).toBeInTheDocument();
    expect(required(store.dispatch)).toEqual([]);
  });

  it.each(['/account', '/account/personal', '/loan/conversion/convert'])(
    "holds the resume route's pass on %s (the application's pass opens the application only)",
    (route) => {
      const { store } = renderAt(route, { applicationPassed: true });
      expect(screen.queryByRole('heading', { name: 'Customer data' })).not.toBeInTheDocument();
      expect(required(store.dispatch)).toEqual([{ type: 'mfa/mfaRequired', payload: { returnTo: route } }]);
    },
  );

  it("keeps the resume route's pass while the check it asked for is under way", () => {
    const { store } = renderAt('/account', { applicationPassed: true });
    expect(store.getState().mfa).toMatchObject({ status: 'starting', applicationPassed: true, passed: false });
  });

  it('names the customer-data pages: account, application, conversion', () => {
    expect(['/account', '/account/personal', '/application/income', '/loan/conversion/convert'].every(needsMfa)).toBe(
      true,
    );
    expect(['/account/error', '/login', '/mfa/otp-email', '/loan/other', '/'].some(needsMfa)).toBe(false);
  });
});
