// The page header (src/components/SiteHeader.tsx): on a wide screen everything in view; on a phone a signed-in visitor
// gets the logo and a Menu disclosure (aria-expanded, aria-controls) holding the help line, the languages, Log Out and
// the feature's links. It opens by keyboard, Escape closes it and gives focus back to the button, and moving to another
// page closes it. A signed-out visitor on a phone keeps the short header as it is.
import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageShell } from '../../../src/components/PageShell';
import { COMPACT_HEADER_QUERY } from '../../../src/components/SiteHeader';
import { initialAuthState } from '../../../store/auth';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

/** A screen as narrow as `width` CSS pixels: matchMedia answers the header's query for it. */
function screenOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === COMPACT_HEADER_QUERY && width <= 640,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const SIGNED_IN = { auth: { ...initialAuthState, isAuthenticated: true, email: 'paula@example.com' } };

function AccountLinks() {
  return (
    <nav aria-label="Your account">
      <Link to="/account">Account summary</Link> <Link to="/account/history">Payment history</Link>
    </nav>
  );
}

/** Two account pages under the shell, so a link in the menu moves from one to the other. */
const page = (heading: string) => (
  <PageShell headerLinks={<AccountLinks />}>
    <h1>{heading}</h1>
  </PageShell>
);
const ROUTES = [
  { path: '/account', element: page('Your open loan') },
  { path: '/account/history', element: page('Payment history') },
];

/** The account page, signed in, on a screen `width` pixels wide. */
function signedInOn(width: number) {
  screenOf(width);
  return renderWithProviders(<></>, { route: '/account', routes: ROUTES, preloadedState: SIGNED_IN });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header on a phone, signed in', () => {
  it('shows the logo and a Menu button; the rest is in the menu it opens', async () => {
    const { container, user } = signedInOn(390);
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(within(header).queryByRole('link', { name: /^Help: / })).toBeNull();
    expect(within(header).queryByRole('navigation', { name: 'Your account' })).toBeNull();

    // By keyboard: Enter on the button opens the menu.
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('link', { name: /^Help: / })).toBeVisible();
    expect(within(panel!).getByRole('group', { name: 'Language' })).toBeVisible();
    expect(within(panel!).getByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(within(panel!).getByRole('navigation', { name: 'Your account' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    // Escape from inside the menu closes it and puts focus back on the button.
    within(panel!).getByRole('link', { name: 'Payment history' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(menu).toHaveFocus();
  });

  it('closes when a link in it moves to another page', async () => {
    const { user, router } = signedInOn(390);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Payment history' }));
    expect(await screen.findByRole('heading', { name: 'Payment history' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/history');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Account summary' })).not.toBeInTheDocument();
  });
});

describe('the header without the menu', () => {
  it('keeps everything in view on a wide screen', () => {
    signedInOn(1280);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(header).getByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(within(header).getByRole('navigation', { name: 'Your account' })).toBeVisible();
  });

  it('keeps the help line and languages in view for a signed-out visitor on a phone', () => {
    screenOf(320);
    renderWithProviders(
      <PageShell>
        <h1>Log in</h1>
      </PageShell>,
      { route: '/login' },
    );
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(header).getByRole('link', { name: /^Help: / })).toBeVisible();
    expect(within(header).getByRole('group', { name: 'Language' })).toBeVisible();
  });
});
