// /account/security as a customer meets it, against a fake GraphQL answer per operation: the sections in order under
// one h1, this device marked and never offered a sign-out, another session signed out (the list asked again), all
// other sessions, a remembered device forgotten, the events in the catalogue's words, Spanish, and a CSR acting as
// the customer reading it with no buttons. No axe violations, and no primary action of its own.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '../../../api/security/endpoints';
import SecurityScreen from '../../../src/features/security/SecurityScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { makeStore, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const OVERVIEW: SecurityOverview = {
  sessions: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      current: true,
      signInMethod: 'PASSWORD',
      startedAt: '2026-11-24T15:00:00.000Z',
      lastActiveAt: '2026-11-24T15:30:00.000Z',
      device: { browser: 'Chrome', os: 'Windows', kind: 'DESKTOP' },
    },
    {
      id: 'a0000000-0000-4000-8000-000000000002',
      current: false,
      signInMethod: 'PASSKEY',
      startedAt: '2026-11-23T10:00:00.000Z',
      lastActiveAt: '2026-11-23T11:00:00.000Z',
      device: { browser: 'Safari', os: 'iOS', kind: 'MOBILE' },
    },
    {
      id: 'a0000000-0000-4000-8000-000000000003',
      current: false,
      signInMethod: 'PASSWORD',
      startedAt: '2026-11-20T10:00:00.000Z',
      lastActiveAt: '2026-11-20T10:05:00.000Z',
      device: { browser: null, os: null, kind: 'UNKNOWN' },
    },
  ],
  rememberedDevices: [
    {
      id: 'b0000000-0000-4000-8000-000000000001',
      rememberedAt: '2026-11-01T12:00:00.000Z',
      lastUsedAt: '2026-11-24T15:00:00.000Z',
      device: { browser: 'Chrome', os: 'Windows', kind: 'DESKTOP' },
    },
  ],
  events: [
    {
      id: 'c1',
      kind: 'SIGN_IN',
      at: '2026-11-24T15:00:00.000Z',
      signInMethod: 'PASSWORD',
      factor: null,
      device: { browser: 'Chrome', os: 'Windows', kind: 'DESKTOP' },
    },
    {
      id: 'c2',
      kind: 'FACTOR_ADDED',
      at: '2026-11-23T09:00:00.000Z',
      signInMethod: null,
      factor: 'AUTHENTICATOR',
      device: null,
    },
    {
      id: 'c3',
      kind: 'PASSWORD_CHANGED',
      at: '2026-11-22T09:00:00.000Z',
      signInMethod: null,
      factor: null,
      device: null,
    },
  ],
};

const CUSTOMER = 'open.payday@example.com';

function setup(auth: Partial<RootState['auth']> = {}) {
  let overview = OVERVIEW;
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const context = fakeContext();
  context.identity.session = async () => ({ idToken: 'token', claims: { email: CUSTOMER } });
  const fetch = (async (_url: string, init: { body: string }) => {
    const { query, variables } = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables: variables ?? {} });
    const answers: Record<string, unknown> = {
      SecurityOverview: { securityOverview: overview },
      EndSession: { endSession: true },
      EndOtherSessions: { endOtherSessions: true },
      ForgetDevice: { forgetDevice: true },
    };
    if (name === 'EndSession')
      overview = { ...overview, sessions: overview.sessions.filter((s) => s.id !== variables?.id) };
    if (name === 'EndOtherSessions') overview = { ...overview, sessions: overview.sessions.filter((s) => s.current) };
    if (name === 'ForgetDevice') overview = { ...overview, rememberedDevices: [] };
    return new Response(JSON.stringify({ data: answers[name] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore(
    { auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: CUSTOMER, ...auth } },
    { extra: { identity: context.identity, fetch }, sagaContext: { ...context } },
  );
  return { store, calls };
}

const sessionItems = () => within(screen.getByTestId('security-sessions')).getAllByRole('listitem');

describe('/account/security', () => {
  it('shows the sections in order under one heading, this device marked and first, with no primary action', async () => {
    const { store } = setup();
    const { container } = renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Security settings']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Password',
      'Passkeys',
      'Authenticator app',
      'Remembered devices',
      'Active sessions',
      'Recent security events',
    ]);
    const [mine, phone, unknown] = sessionItems();
    expect(mine).toHaveTextContent(/^Chrome on WindowsThis device/);
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('Passkey');
    expect(unknown).toHaveTextContent('Unknown browser');
    expect(within(phone!).getByRole('button', { name: /^Sign out Safari on iOS, signed in/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(container.querySelectorAll('[data-action="primary"]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs out one other session and lists what is left', async () => {
    const { store, calls } = setup();
    const { user } = renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('That session is signed out.')).toBeVisible();
    expect(calls.find((c) => c.name === 'EndSession')?.variables).toEqual({ id: OVERVIEW.sessions[1]!.id });
    await waitFor(() => expect(sessionItems()).toHaveLength(2));
  });

  it('signs out of all other sessions, keeping this one', async () => {
    const { store } = setup();
    const { user } = renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await screen.findByText('All your other sessions are signed out.')).toBeVisible();
    await waitFor(() => expect(sessionItems()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('forgets a remembered device', async () => {
    const { store } = setup();
    const { user } = renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    await user.click(await screen.findByRole('button', { name: /^Forget Chrome on Windows, remembered/ }));
    expect(await screen.findByText('The device is forgotten.')).toBeVisible();
    expect(await screen.findByText('No devices are remembered.')).toBeVisible();
  });

  it('lists the events in words, with how and from where a sign-in came', async () => {
    const { store } = setup();
    renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    const events = within(await screen.findByTestId('security-events')).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent(/^Signed in.*Password · Chrome on Windows$/);
    expect(events[1]).toHaveTextContent(/^Sign-in method added.*Authenticator app$/);
    expect(events[2]).toHaveTextContent(/^Password changed/);
  });

  it('reads in Spanish', async () => {
    await loadLang('es');
    const { store } = setup();
    renderWithProviders(<SecurityScreen />, { store, route: '/account/security', lang: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sesiones activas' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración de seguridad' })).toBeVisible();
    expect(screen.getByText('Este dispositivo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar todas las demás sesiones' })).toBeVisible();
  });

  it('is read-only for a CSR acting as the customer: no buttons, and says why', async () => {
    const { store } = setup({ isAdmin: true, adminEmail: 'csr.admin@example.com' });
    const { container } = renderWithProviders(<SecurityScreen />, { store, route: '/account/security' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible();
    expect(screen.getByText(/Only the customer can sign out sessions or forget devices/)).toBeVisible();
    expect(within(container.querySelector('main') ?? container).queryAllByRole('button')).toEqual([]);
  });
});
