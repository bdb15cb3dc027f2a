// The acting-as banner and the page under it: both say who is acting as whom, never that the
// customer is signed in; the "Back to Admin" button sends the stop event.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminBanner } from '../../../src/components/AdminBanner';
import RoutePlaceholder from '../../../src/components/RoutePlaceholder';
import { readActionLog } from '../../../store/actionLog';
import { initialAuthState } from '../../../store/auth';
import { renderWithProviders } from './renderWithProviders';

const acting = {
  auth: {
    ...initialAuthState,
    initialized: true,
    isAuthenticated: true,
    isAdmin: true,
    adminEmail: 'csr.admin@example.com',
    email: 'open.payday@example.com',
  },
};

describe('the acting-as banner', () => {
  it('says who is acting as whom and offers the way back', async () => {
    const { user, store } = renderWithProviders(<AdminBanner />, { preloadedState: acting });
    const banner = screen.getByRole('region', { name: 'Acting as a customer' });
    expect(banner).toHaveTextContent(
      'You (csr.admin@example.com) are acting as open.payday@example.com. Everything you do is recorded.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to Admin' }));
    const seen = readActionLog(store.dispatch).entries.map((entry) => entry.action.type);
    expect(seen).toContain('auth/adminStopActingRequested');
  });

  it('is not there for a customer signed in as themselves', () => {
    renderWithProviders(<AdminBanner />, {
      preloadedState: {
        auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: 'a@example.com' },
      },
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('has the page under it name the customer, neither claiming they signed in nor repeating the banner', () => {
    // The page's shell carries the banner itself.
    renderWithProviders(<RoutePlaceholder />, { preloadedState: acting, route: '/account' });
    expect(screen.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
    const customer = screen.getByTestId('signed-in-customer');
    expect(customer.parentElement).toHaveTextContent('Customer: open.payday@example.com');
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    expect(document.body.textContent?.match(/are acting as/g)).toHaveLength(1);
  });
});
