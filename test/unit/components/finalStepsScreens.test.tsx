// The final steps' screens as a customer meets them, over a fake GraphQL endpoint (no saga runs: the events they
// send are recorded): the otp step (masked phone, send, the shared code rules, a wrong code cleared, locked after too
// many), the products in their display order with their examples (and the comparison dialog opening and closing), the
// amount (slider and typed amount writing one value, the Fed box following, the limits' messages), the identity landing, verify (file checks, pending, denied, approved)
// and opt-out, and the review (every section, masked numbers, change links, the Fed box, submitRequested). Each
// passes axe.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { applicationApi, type Application, type ProductAvailability } from '../../../api/application/endpoints';
import AmountScreen from '../../../src/features/application/finalSteps/AmountScreen';
import IdentityOptOutScreen from '../../../src/features/application/finalSteps/IdentityOptOutScreen';
import IdentityScreen from '../../../src/features/application/finalSteps/IdentityScreen';
import IdentityVerifyScreen, { fileProblem } from '../../../src/features/application/finalSteps/IdentityVerifyScreen';
import OtpScreen from '../../../src/features/application/finalSteps/OtpScreen';
import ProductsScreen from '../../../src/features/application/finalSteps/ProductsScreen';
import SubmitScreen from '../../../src/features/application/finalSteps/SubmitScreen';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { applicationRefused, initialApplicationState } from '../../../store/application';
import { initialAuthState } from '../../../store/auth';
import { makeStore, type RootState } from '../../../store';
import { application, withIncome, withPersonal } from '../features/applicationFixtures';
import { ILP, product } from '../features/productFixtures';
import { CLAIMS } from '../sagas/demoAccounts';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

type Handler = (variables: Record<string, unknown>) => unknown;

const AVAILABILITY: ProductAvailability = {
  stateCode: 'OH',
  retailChoiceEnabled: false,
  partnerHasOnline: true,
  partnerHasRetail: false,
  customerEligibleForBank: true,
  customerStoreNumber: null,
  nonCheetahRetailAvailable: false,
  // The server's order is not the display order: the screen sorts.
  products: [product({}), ILP],
  xactExamples: null,
  preApprovedProducts: [],
  applicationConversionEligibility: null,
};

const filled = (over: Partial<Application> = {}): Application => ({
  ...withIncome(withPersonal(application())),
  initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'ILP', channel: 'ONLINE' } },
  ...over,
});

async function renderScreen(ui: ReactElement, route: string, a: Application, handlers: Record<string, Handler> = {}) {
  const seen: UnknownAction[] = [];
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = {
    GetCustomerProductAvailability: () => ({ getCustomerProductAvailability: AVAILABILITY }),
    GetCurrentDate: () => ({ getCurrentDate: '2026-11-24' }),
    GetLearningCenterLinks: () => ({ getLearningCenterLinks: [] }),
    ...handlers,
  };
  const fetch = (async (_url: string, init?: { body?: string }) => {
    const { query, variables } = JSON.parse(init?.body ?? '{}') as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ operation, variables });
    const handler = all[operation];
    const body = handler ? { data: handler(variables) } : { errors: [{ message: `no fake for ${operation}` }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const context = fakeContext();
  context.identity.signedInAs(CLAIMS.newCustomer);
  const preloadedState: Partial<RootState> = {
    auth: {
      ...initialAuthState,
      initialized: true,
      isAuthenticated: true,
      email: 'new.customer@example.com',
      customerType: 'new',
    },
    application: { ...initialApplicationState, applicationId: a.id, status: 'ready' },
  };
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore(preloadedState, {
    extra: { identity: context.identity, fetch },
    sagaContext: { ...context },
    middleware: [recorder],
  });
  store.dispatch(applicationApi.util.upsertQueryData('application', { id: a.id }, a));
  const view = renderWithProviders(ui, { route, store, context });
  await waitFor(() => expect(screen.queryByText('Loading your application')).toBeNull());
  const sent = (type: string) => seen.filter((action) => action.type === type).map((action) => action.payload);
  const play = (action: UnknownAction) => act(() => void store.dispatch(action));
  return { ...view, sent, calls, play };
}

describe('otp', () => {
  const withPhone = filled();

  it('shows only the last 4 digits, sends a code, then takes one by the shared code rules', async () => {
    const view = await renderScreen(<OtpScreen />, p.otp, withPhone, {
      SendApplicationOtp: () => ({ sendOtp: { success: true, sentTo: '(***) ***-0123' } }),
    });
    expect(screen.getByText(/\(\*\*\*\) \*\*\*-0101/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('555');
    await view.user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/We texted a code to/)).toBeInTheDocument();
    expect(view.calls.find((c) => c.operation === 'SendApplicationOtp')?.variables).toEqual({ applicationId: 'app-1' });
    const field = screen.getByLabelText('Verification code');
    await view.user.click(field);
    await view.user.paste('123 456');
    expect(field).toHaveValue('123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(view.sent('application/otpCodeSubmitted')).toEqual([{ code: '123456' }]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says Required. and Max characters exceeded.', async () => {
    const view = await renderScreen(<OtpScreen />, p.otp, withPhone, {
      SendApplicationOtp: () => ({ sendOtp: { success: true, sentTo: '(***) ***-0123' } }),
    });
    await view.user.click(screen.getByRole('button', { name: 'Text me a code' }));
    const field = await screen.findByLabelText('Verification code');
    await view.user.type(field, '12345678901');
    await view.user.tab();
    expect(await screen.findByText('Max characters exceeded.')).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.tab();
    expect(await screen.findByText('Required.')).toBeInTheDocument();
  });

  it('clears a wrong code and says so; an exceeded check gives the number to call instead of the form', async () => {
    const view = await renderScreen(<OtpScreen />, p.otp, withPhone, {
      SendApplicationOtp: () => ({ sendOtp: { success: true, sentTo: '(***) ***-0123' } }),
    });
    await view.user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await view.user.type(await screen.findByLabelText('Verification code'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    view.play(applicationRefused({ message: 'verification.failed' }));
    expect(
      await screen.findByText('Verification failed. Please make sure the code was entered correctly and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveValue(''));
    view.play(applicationRefused({ message: 'application.finalSteps.otp.exceeded' }));
    expect(await screen.findByText(/Too many incorrect codes/)).toHaveTextContent('1-800-561-2274');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});

describe('products', () => {
  it('lists the loans in their display order with their examples and sends the choice', async () => {
    const view = await renderScreen(<ProductsScreen />, p.products, filled({ initialApplicationDetails: null }));
    const group = await screen.findByRole('group', { name: 'Loans available to you' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.querySelector('strong')?.textContent)).toEqual([
      'Online Installment Loan',
      'Online Payday Loan',
    ]);
    expect(group).toHaveTextContent(
      'Representative example: borrow $1,400 for 18 months; 37 payments of $119.42; total of payments $4,418.52; APR 209.11%.' +
        'The example’s APR assumes payments every two weeks, the first 14 days after the loan is made.',
    );
    expect(group).toHaveTextContent('borrow $300 for 14 days; 1 payment of $345.00');
    // "Compare loans" opens the side-by-side dialog (CompareLoansDialog.test.tsx); Escape closes it, focus comes back.
    const compare = screen.getByRole('button', { name: 'Compare loans' });
    await view.user.click(compare);
    expect(screen.getByRole('dialog', { name: 'Compare loans' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(compare).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a loan.')).toBeInTheDocument();
    await view.user.click(radios[0]!);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.sent('application/productChosen')).toEqual([{ productCode: 'ILP', channel: 'ONLINE' }]);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('amount', () => {
  it('offers a slider and a typed amount that write one value, with the Fed box following', async () => {
    const view = await renderScreen(<AmountScreen />, p.amount, filled());
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    const typed = screen.getByLabelText('Or type the amount in dollars');
    expect(slider).toHaveValue('140000');
    expect(typed).toHaveValue('1,400.00');
    expect(screen.getByTestId('fed-box-amountFinanced')).toHaveTextContent('$1,400.00');
    await view.user.clear(typed);
    await view.user.type(typed, '2000');
    expect(slider).toHaveValue('200000');
    expect(screen.getByTestId('fed-box-amountFinanced')).toHaveTextContent('$2,000.00');
    fireEvent.change(slider, { target: { value: '150000' } });
    expect(typed).toHaveValue('1,500.00');
    expect(screen.getByTestId('fed-box-amountFinanced')).toHaveTextContent('$1,500.00');
    await view.user.selectOptions(screen.getByLabelText('Term'), '12');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.sent('application/loanRequestSubmitted')).toEqual([
      { productCode: 'ILP', channel: 'ONLINE', amountCents: 150_000, term: 12 },
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says when a typed amount is outside the limits (California’s $2,400 here) or off the $50 step', async () => {
    const view = await renderScreen(<AmountScreen />, p.amount, filled());
    const typed = await screen.findByLabelText('Or type the amount in dollars');
    await view.user.clear(typed);
    await view.user.type(typed, '2500');
    await view.user.tab();
    expect(await screen.findByText('Enter an amount within this loan’s limits.')).toBeInTheDocument();
    expect(screen.queryByTestId('fed-box')).toBeNull();
    await view.user.clear(typed);
    await view.user.type(typed, '1425');
    await view.user.tab();
    expect(await screen.findByText('Enter an amount in steps of $50.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.sent('application/loanRequestSubmitted')).toEqual([]);
  });
});

describe('identity', () => {
  it('the landing offers verifying online or in a store, and the phone check link', async () => {
    const view = await renderScreen(<IdentityScreen />, p.identity, filled(), {
      PhoneCheckUrl: () => ({ generateBokuEVURL: '/demo/boku/ev/00000000-0000-4000-8000-000000000000' }),
    });
    expect(screen.getByRole('link', { name: 'Verify with a photo of my ID' })).toHaveAttribute(
      'href',
      p.identityVerify,
    );
    expect(screen.getByRole('link', { name: 'I prefer not to verify online' })).toHaveAttribute(
      'href',
      p.identityOptOut,
    );
    await view.user.click(screen.getByRole('button', { name: 'Get my phone check link' }));
    expect(await screen.findByRole('link', { name: /Open the phone check/ })).toHaveAttribute(
      'href',
      '/demo/boku/ev/00000000-0000-4000-8000-000000000000',
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('verify: checks the file, then shows the check pending, denied, and approved', async () => {
    let status = '';
    const view = await renderScreen(<IdentityVerifyScreen />, p.identityVerify, filled(), {
      SearchIntellicheckVerification: () => ({
        searchIntellicheckVerification: status ? { id: 'c1', applicationId: 'app-1', status } : null,
      }),
      SubmitIdentityDocument: () => ({
        submitIdentityDocument: { id: 'c1', applicationId: 'app-1', status: 'PENDING' },
      }),
    });
    const input = () => screen.getByLabelText('Photo of your ID (JPEG, PNG or WebP, up to 512 KB)');
    await waitFor(() => expect(input()).toBeInTheDocument());
    await view.user.click(screen.getByRole('button', { name: 'Upload and verify' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();
    // A file the picker's accept list would hide (dropped, or chosen with "All files"), or one too big.
    expect(fileProblem(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }))).toBe(
      'application.finalSteps.identityVerify.fileType',
    );
    expect(fileProblem(new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }))).toBe(
      'application.finalSteps.identityVerify.fileSize',
    );
    expect(await axeViolations(view.container)).toEqual([]);
    status = 'DENIED';
    await view.user.upload(input(), new File([new Uint8Array([0x89, 0x50])], 'deny.png', { type: 'image/png' }));
    await view.user.click(screen.getByRole('button', { name: 'Upload and verify' }));
    expect(await screen.findByText(/We could not verify your identity from this image/)).toBeInTheDocument();
    const upload = view.calls.find((c) => c.operation === 'SubmitIdentityDocument');
    expect(upload?.variables).toMatchObject({
      applicationId: 'app-1',
      document: { fileName: 'deny.png', contentType: 'image/png' },
    });
    // The image never enters the store.
    expect(JSON.stringify(view.store.getState())).not.toContain('deny.png');
    status = 'APPROVED';
    await view.user.upload(input(), new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }));
    await view.user.click(screen.getByRole('button', { name: 'Upload and verify' }));
    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.sent('application/identityStepFinished')).toHaveLength(1);
  });

  it('opt-out says the application continues in a store, and confirms', async () => {
    const view = await renderScreen(<IdentityOptOutScreen />, p.identityOptOut, filled());
    expect(screen.getByText(/your application continues in a store/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue in a store' }));
    expect(view.sent('application/identityOptOutConfirmed')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go back and verify online' })).toHaveAttribute('href', p.identity);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('review', () => {
  const ready = filled({
    loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 },
    identityCheck: { status: 'APPROVED', optedOut: false },
  });

  it('shows every section read-only with a link to change it, numbers masked, and the Fed box', async () => {
    const view = await renderScreen(<SubmitScreen />, p.submit, ready);
    const personal = screen.getByRole('region', { name: 'Personal information' });
    expect(personal).toHaveTextContent('Nina New');
    expect(personal).toHaveTextContent('6789');
    expect(personal).not.toHaveTextContent('*****6789');
    expect(within(personal).getByRole('link', { name: 'Change Personal information' })).toHaveAttribute(
      'href',
      p.personal,
    );
    expect(within(screen.getByRole('region', { name: 'Your loan' })).getByRole('link')).toHaveAttribute(
      'href',
      p.amount,
    );
    expect(screen.getByRole('region', { name: 'Your loan' })).toHaveTextContent('$1,400.00');
    expect(screen.getByRole('region', { name: 'Identity check' })).toHaveTextContent('Verified online');
    expect(await screen.findByTestId('fed-box-amountFinanced')).toHaveTextContent('$1,400.00');
    expect(screen.queryByRole('textbox')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(view.sent('application/submitRequested')).toEqual([{ applicationId: 'app-1' }]);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
