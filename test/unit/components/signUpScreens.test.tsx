// The sign-up pages as a new visitor meets them ("Apply now"): the form (names, e-mail, password by the portal's
// rule, the brand's terms and the application's first-step choices) and the one event it sends, the e-mailed code,
// and the pages for an e-mail that is already known; the ways in (login, the no-record page) and the application's
// first step starting from the sign-up choices. No saga runs here: the test plays the saga's part by dispatching its
// outcomes. Spanish and axe too.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountScreen from '../../../src/features/application/AccountScreen';
import LoginScreen, { FORM_DELAY_MS } from '../../../src/features/auth/LoginScreen';
import { NoRecordLocated } from '../../../src/features/enrollment/Outcomes';
import ConfirmScreen from '../../../src/features/signUp/ConfirmScreen';
import { AccountExists, CustomerExists } from '../../../src/features/signUp/Outcomes';
import SignUpScreen from '../../../src/features/signUp/SignUpScreen';
import type { Lang } from '../../../src/lib/i18n';
import { loadLang } from '../../../src/lib/i18n/translate';
import type { RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { flagsLoaded } from '../../../store/flags';
import {
  signUpCodeRejected,
  signUpCodeSent,
  signUpConfirmed,
  signUpFinished,
  signUpRefused,
  signUpSubmitted,
} from '../../../store/signUp';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const EMAIL = 'nadia.newcomer@example.com';
const FORM = {
  firstName: 'Nadia',
  lastName: 'Newcomer',
  email: EMAIL,
  password: 'Fresh-Start1',
  choices: { smsOptIn: true, canShareInfo: false },
};

const signedOut: Partial<RootState> = {
  auth: { ...initialAuthState, initialized: true },
  brand: { key: 'harbor', campaignId: '' },
};

/** The brand's footer links, as the server answers them, so the consent's document links have somewhere to go. */
function answerFooterLinks() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const brand = new URL(url, 'http://localhost').pathname.split('/').pop() ?? 'lumen';
      const links = [
        { idTag: 'terms', title: 'Terms of Use', url: `/pages/terms?brand=${brand}` },
        { idTag: 'privacy', title: 'Privacy Policy', url: `/pages/privacy?brand=${brand}` },
      ];
      return new Response(JSON.stringify(links), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function render(ui: ReactElement, route: string, opts: { lang?: Lang; passwordless?: boolean } = {}) {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const view = renderWithProviders(ui, {
    route,
    preloadedState: signedOut,
    middleware: [recorder],
    brand: 'harbor',
    ...(opts.lang ? { lang: opts.lang } : {}),
  });
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  if (opts.passwordless) play(flagsLoaded({ passwordless: true }));
  const sent = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  return { ...view, play, sent };
}

beforeEach(() => answerFooterLinks());
afterEach(() => vi.unstubAllGlobals());

async function fillForm(user: ReturnType<typeof render>['user'], over: Partial<typeof FORM> = {}) {
  const values = { ...FORM, ...over };
  await user.type(screen.getByLabelText('First name'), ` ${values.firstName} `);
  await user.type(screen.getByLabelText('Last name'), values.lastName);
  await user.type(screen.getByLabelText('Email'), 'Nadia.Newcomer@Example.com');
  if (values.password) {
    await user.type(screen.getByLabelText('Password'), values.password);
    await user.type(screen.getByLabelText('Confirm password'), values.password);
  }
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('the sign-up form', () => {
  it('announces itself, names the brand, and links the brand’s own terms and privacy policy', async () => {
    const { sent } = render(<SignUpScreen />, '/signup');
    expect(sent('signUp/signUpOpened')).toEqual([{ pathname: '/signup' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByText(/Apply for a loan with Harbor Check & Loan\./)).toBeVisible();
    const consents = screen.getByRole('group', { name: 'Your consents' });
    expect(await within(consents).findByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/pages/terms?brand=harbor',
    );
    expect(within(consents).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/pages/privacy?brand=harbor',
    );
    expect(within(consents).getByLabelText(/Text me about my application/)).not.toBeChecked();
    expect(within(consents).getByLabelText(/share my information/)).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('says what each field is missing, and sends nothing', async () => {
    const { user, sent } = render(<SignUpScreen />, '/signup');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    // Focus goes to the first field to fix.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('A password is required')).toBeVisible();
    expect(
      screen.getByText('Please agree to the Terms of Use and Privacy Policy to create your account.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('signUp/signUpSubmitted')).toEqual([]);
  });

  it('holds the password to the portal’s rule, names to the application’s, and the two passwords to each other', async () => {
    const { user, sent } = render(<SignUpScreen />, '/signup');
    await user.type(screen.getByLabelText('First name'), 'N4dia');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'passwore');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Use letters, spaces, apostrophes, hyphens and periods only')).toBeVisible();
    // The rule is the field's own description; broken, it is marked as the error rather than said twice.
    expect(
      screen.getByText('Password must be at least 8 characters, contain at least one number and at least one letter'),
    ).toBeVisible();
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(sent('signUp/signUpSubmitted')).toEqual([]);
  });

  it('sends one event with the names trimmed, the e-mail lower-cased, the password and the choices', async () => {
    const { user, sent } = render(<SignUpScreen />, '/signup');
    await fillForm(user);
    await user.click(screen.getByLabelText(/Text me about my application/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent('signUp/signUpSubmitted')).toEqual([FORM]));
  });

  it('asks for no password when customers log in by code, and says how they will', async () => {
    const { user, sent } = render(<SignUpScreen />, '/signup', { passwordless: true });
    expect(screen.getByText(/you'll log in with a code each time/)).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fillForm(user, { password: '' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(sent('signUp/signUpSubmitted')).toEqual([
        { ...FORM, password: '', choices: { smsOptIn: false, canShareInfo: false } },
      ]),
    );
  });

  it('shows a refusal in an alert, keeps what was typed but the password, and says "Processing" while working', async () => {
    const { user, play } = render(<SignUpScreen />, '/signup');
    await fillForm(user);
    play(signUpSubmitted(FORM));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDisabled();
    play(signUpRefused({ message: 'signup.error.customerCheck' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't check whether you already have an account with us. Please try again in a few minutes.",
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue(' Nadia ');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('leads a customer who logs in by code to where they do, with their e-mail', async () => {
    const { play, router } = render(<SignUpScreen />, '/signup');
    play(signUpSubmitted(FORM));
    play(signUpRefused({ message: 'signup.error.passwordless' }));
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Log in with a code' });
    expect(link).toHaveAttribute('href', '/login');
    act(() => link.click());
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { email: EMAIL } });
  });

  it('starts from what was typed when the visitor comes back from an outcome page, password empty', () => {
    const first = render(<SignUpScreen />, '/signup');
    first.play(signUpSubmitted(FORM));
    first.play(signUpRefused({ message: '' }));
    first.unmount();
    // The form mounted afresh over the same store, as when "Use a Different Email" leads back to /signup.
    renderWithProviders(<SignUpScreen />, { route: '/signup', store: first.store });
    expect(screen.getByLabelText('First name')).toHaveValue('Nadia');
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText(/Text me about my application/)).toBeChecked();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    render(<SignUpScreen />, '/signup', { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toBeVisible();
    const consents = screen.getByRole('group', { name: 'Sus consentimientos' });
    expect(await within(consents).findByRole('link', { name: 'Términos de uso' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
  });

  it('passes axe', async () => {
    const { container } = render(<SignUpScreen />, '/signup');
    await within(screen.getByRole('group', { name: 'Your consents' })).findByRole('link', { name: 'Terms of Use' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the code page', () => {
  const withCode = (view: ReturnType<typeof render>) => {
    view.play(signUpSubmitted(FORM));
    view.play(signUpCodeSent({ email: EMAIL, resent: false }, Date.now()));
  };

  it('says where the code went (masked) and sends the code typed, digits only', async () => {
    const view = render(<ConfirmScreen />, '/signup/confirm');
    withCode(view);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    expect(screen.getByText(/We sent a 6-digit code to n\*+r@example\.com\./)).toBeVisible();
    await view.user.type(screen.getByLabelText('Verification code'), '246 810');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(view.sent('signUp/signUpCodeSubmitted')).toEqual([{ code: '246810' }]);
  });

  it('clears a wrong code and says so; says why when it is more than wrong; then says it is logging in', async () => {
    const view = render(<ConfirmScreen />, '/signup/confirm');
    withCode(view);
    await view.user.type(screen.getByLabelText('Verification code'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    view.play(signUpCodeRejected());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Verification failed. Please make sure the code was entered correctly and try again.',
    );
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    view.play(signUpRefused({ message: 'signup.code.expired' }));
    expect(screen.getByText('That code has expired. Ask for a new one below.')).toBeVisible();
    view.play(signUpConfirmed());
    expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed. Logging you in...');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('offers a new code after the wait, and sends the event for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    try {
      const view = render(<ConfirmScreen />, '/signup/confirm');
      withCode(view);
      expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(30_000));
      await view.user.click(await screen.findByRole('button', { name: 'Resend code' }));
      expect(view.sent('signUp/signUpCodeResendRequested')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing to confirm without a sign-up in progress (the saga takes the visitor back)', () => {
    const view = render(<ConfirmScreen />, '/signup/confirm');
    expect(view.sent('signUp/signUpOpened')).toEqual([{ pathname: '/signup/confirm' }]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('speaks Spanish and passes axe', async () => {
    await loadLang('es');
    const view = render(<ConfirmScreen />, '/signup/confirm', { lang: 'es' });
    withCode(view);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su correo electrónico' })).toBeVisible();
    expect(screen.getByLabelText('Código de verificación')).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('an e-mail already known', () => {
  it('a portal account: log in or reset the password, with the e-mail; or another e-mail', async () => {
    const view = render(<AccountExists />, '/signup/account-exists');
    view.play(signUpSubmitted(FORM));
    view.play(signUpRefused({ message: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'You already have an account' })).toBeVisible();
    expect(screen.getByText(`An online account already uses ${EMAIL}.`, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(screen.queryByRole('link', { name: 'Log in with a code' })).not.toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Reset your password' }).click());
    expect(view.router.state.location).toMatchObject({ state: { email: EMAIL } });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('a portal account, where customers log in by code: that way too', () => {
    render(<AccountExists />, '/signup/account-exists', { passwordless: true });
    expect(screen.getByRole('link', { name: 'Log in with a code' })).toHaveAttribute('href', '/resume');
    // A reload forgot the e-mail: the page still reads.
    expect(screen.getByText('An online account already uses that email address.', { exact: false })).toBeVisible();
  });

  it('a customer record: enroll it, or log in; or another e-mail', async () => {
    const view = render(<CustomerExists />, '/signup/customer-exists');
    view.play(signUpSubmitted(FORM));
    expect(screen.getByRole('heading', { level: 1, name: "You're already our customer" })).toBeVisible();
    expect(screen.getByText(`We already have a customer record with ${EMAIL}.`, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enrollment');
    await view.user.click(screen.getByRole('button', { name: 'Use a Different Email' }));
    expect(view.router.state.location.pathname).toBe('/signup');
  });

  it('speaks Spanish and passes axe', async () => {
    await loadLang('es');
    const view = render(<CustomerExists />, '/signup/customer-exists', { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ya es nuestro cliente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inscríbase ahora' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('the ways in', () => {
  it('the login page: "Apply now" beside "Enroll Now"', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderWithProviders(<LoginScreen />, { route: '/login', preloadedState: signedOut });
      act(() => void vi.advanceTimersByTime(FORM_DELAY_MS));
      const block = screen.getByRole('region', { name: "Don't have an account?" });
      expect(within(block).getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/signup');
      expect(within(block).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enrollment');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the enrollment’s no-record page: the "apply instead" it speaks of is a link', () => {
    renderWithProviders(<NoRecordLocated />, { route: '/enrollment/no-record-located', preloadedState: signedOut });
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/signup');
  });

  it('the application’s first step starts from the choices made at sign-up', async () => {
    const { store } = await renderApplicationScreen(<AccountScreen />, { route: '/application/account' });
    expect(screen.getByLabelText(/Text me about my application/)).not.toBeChecked();
    act(() => void store.dispatch(signUpSubmitted({ ...FORM, choices: { smsOptIn: true, canShareInfo: true } })));
    act(() => void store.dispatch(signUpFinished()));
    expect(screen.getByLabelText(/Text me about my application/)).toBeChecked();
    expect(screen.getByLabelText(/share my information/)).toBeChecked();
  });
});
