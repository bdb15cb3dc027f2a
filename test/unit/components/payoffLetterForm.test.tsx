// The documents page's payoff letter form, against a fake GraphQL answer per operation: the day checked as the server
// checks it (messages at the field, which takes the focus), the request sent with the loan, the day and the page's
// language, the letter announced and listed with its download; a refusal from the server shown at its field with the
// day typed kept; the loan chosen when there are two; nothing to quote without a loan owed; Spanish; no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountDocument } from '../../../api/account/endpoints';
import type { PayoffLetter, PayoffLetterOptions } from '../../../api/account/payoffLetter';
import DocumentsScreen from '../../../src/features/account/DocumentsScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { makeStore } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { fakeGraphql } from './fakeGraphql';
import { renderWithProviders } from './renderWithProviders';

const CUSTOMER = 'open.payday@example.com';
const OPTIONS: PayoffLetterOptions = { earliest: '2026-12-04', latest: '2026-12-14', loanNumbers: ['PDL-5000501'] };
const LETTER: PayoffLetter = {
  id: 'd0000000-0000-4000-8000-000000000001',
  loanNumber: 'PDL-5000501',
  goodThrough: '2026-12-10',
  issuedOn: '2026-12-04',
  payoffAmount: 34_500,
  principal: 30_000,
  interest: 4_500,
  perDiemMills: null,
  pendingAmount: 0,
  fileName: 'payoff-letter-PDL-5000501-2026-12-10.pdf',
  url: '/documents/d0000000-0000-4000-8000-000000000001',
};
const AGREEMENT: AccountDocument = {
  id: 'a0000000-0000-4000-8000-000000000001',
  fileName: 'loan-agreement-PDL-5000501.pdf',
  kind: 'LOAN',
  signedAt: '2026-11-24T15:00:00.000Z',
  createdAt: '2026-11-24T15:00:00.000Z',
  url: '/documents/a0000000-0000-4000-8000-000000000001',
  loanNumber: 'PDL-5000501',
  goodThrough: null,
};

type Refusal = { field: string; key: string; message: string };

const LISTED_LETTER: AccountDocument = {
  ...AGREEMENT,
  id: LETTER.id,
  fileName: LETTER.fileName,
  kind: 'PAYOFF_LETTER',
  signedAt: null,
  createdAt: '2026-12-04T17:00:00.000Z',
  url: LETTER.url,
  goodThrough: LETTER.goodThrough,
};

function setup(options: PayoffLetterOptions = OPTIONS, refusal: Refusal | null = null) {
  const documents: AccountDocument[] = [AGREEMENT];
  const { fetch, calls } = fakeGraphql(({ name }) => {
    if (name === 'RequestPayoffLetter' && refusal) {
      const fieldErrors = [{ field: refusal.field, key: refusal.key }];
      return { errors: [{ message: refusal.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }] };
    }
    if (name === 'RequestPayoffLetter') documents.unshift(LISTED_LETTER);
    const answers: Record<string, unknown> = {
      AccountDocuments: { accountDocuments: documents },
      PayoffLetterOptions: { payoffLetterOptions: options },
      RequestPayoffLetter: { requestPayoffLetter: LETTER },
    };
    return { data: answers[name] ?? null };
  });
  const context = fakeContext();
  context.identity.session = async () => ({ idToken: 'token', claims: { email: CUSTOMER } });
  const signedIn = { ...initialAuthState, initialized: true, isAuthenticated: true, email: CUSTOMER };
  const store = makeStore(
    { auth: signedIn },
    { extra: { identity: context.identity, fetch }, sagaContext: { ...context } },
  );
  return { store, calls };
}

const dayField = () => screen.getByLabelText('Good through');
const pick = (value: string) => {
  fireEvent.change(dayField(), { target: { value } });
  fireEvent.blur(dayField());
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request a payoff letter' }));

describe('the payoff letter form', () => {
  it('checks the day at the field, then asks for the letter, announces it and lists it to download', async () => {
    const { store, calls } = setup();
    const { container } = renderWithProviders(<DocumentsScreen />, { store, route: '/account/documents' });
    expect(await screen.findByText('For loan PDL-5000501.')).toBeVisible();
    expect(screen.getByText('Any day from Dec 4, 2026 to Dec 14, 2026, weekends included.')).toBeVisible();
    expect(dayField()).toHaveAttribute('min', '2026-12-04');
    expect(dayField()).toHaveAttribute('max', '2026-12-14');
    expect(await axeViolations(container)).toEqual([]);

    submit();
    expect(await screen.findByText('Choose the day the payoff should be good through.')).toBeVisible();
    await waitFor(() => expect(dayField()).toHaveFocus());
    expect(dayField()).toHaveAccessibleDescription(
      'Any day from Dec 4, 2026 to Dec 14, 2026, weekends included. Choose the day the payoff should be good through.',
    );
    pick('2026-12-01');
    expect(await screen.findByText('That day has passed. Choose today or a later day.')).toBeVisible();
    pick('2026-12-15');
    expect(await screen.findByText('Choose a day no more than 10 days from today.')).toBeVisible();
    expect(calls.filter((c) => c.name === 'RequestPayoffLetter')).toEqual([]);

    pick('2026-12-10');
    submit();
    expect(
      await screen.findByText(
        'Your payoff letter for loan PDL-5000501 is ready: $345.00, good through Dec 10, 2026. Download it from the list of documents.',
      ),
    ).toBeVisible();
    expect(calls.find((c) => c.name === 'RequestPayoffLetter')?.variables).toEqual({
      loanNumber: 'PDL-5000501',
      goodThrough: '2026-12-10',
      lang: 'en',
    });
    expect(
      await screen.findByRole('link', { name: 'Payoff letter for loan PDL-5000501, good through Dec 10, 2026 (PDF)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download loan-agreement-PDL-5000501.pdf (PDF)' })).toBeVisible();
    expect(dayField()).toHaveValue('2026-12-10');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's refusal at its field and keeps the day typed", async () => {
    const { store } = setup(OPTIONS, {
      field: 'goodThrough',
      key: 'account.payoffLetter.problem.past',
      message: 'That day has passed. Choose today or a later day.',
    });
    renderWithProviders(<DocumentsScreen />, { store, route: '/account/documents' });
    await screen.findByText('For loan PDL-5000501.');
    pick('2026-12-04');
    submit();
    expect(await screen.findByText('That day has passed. Choose today or a later day.')).toBeVisible();
    await waitFor(() => expect(dayField()).toHaveFocus());
    expect(dayField()).toHaveValue('2026-12-04');
  });

  it('asks which loan when there are two', async () => {
    const { store, calls } = setup({ ...OPTIONS, loanNumbers: ['ILP-1900101', 'PDL-5000501'] });
    renderWithProviders(<DocumentsScreen />, { store, route: '/account/documents' });
    const loan = await screen.findByLabelText('Loan');
    pick('2026-12-10');
    submit();
    expect(await screen.findByText('Choose the loan the letter is for.')).toBeVisible();
    fireEvent.change(loan, { target: { value: 'ILP-1900101' } });
    submit();
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'RequestPayoffLetter')?.variables).toMatchObject({
        loanNumber: 'ILP-1900101',
      }),
    );
  });

  it('says there is nothing to quote without a loan owed', async () => {
    const { store } = setup({ ...OPTIONS, loanNumbers: [] });
    renderWithProviders(<DocumentsScreen />, { store, route: '/account/documents' });
    expect(
      await screen.findByText('You have no open loan with a balance, so there is no payoff to quote.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request a payoff letter' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    const { store, calls } = setup();
    const { container } = renderWithProviders(<DocumentsScreen />, { store, route: '/account/documents', lang: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Carta de liquidación' })).toBeVisible();
    // The heading shows before the options arrive; the field only with them.
    fireEvent.change(await screen.findByLabelText('Válida hasta'), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar una carta de liquidación' }));
    expect(
      await screen.findByText(/Su carta de liquidación del préstamo PDL-5000501 está lista: \$345\.00/),
    ).toBeVisible();
    expect(calls.find((c) => c.name === 'RequestPayoffLetter')?.variables).toMatchObject({ lang: 'es' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
