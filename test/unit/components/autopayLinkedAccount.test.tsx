// The autopay dialog's bank accounts linked through Link, against a fake GraphQL answer per operation and a stand-in
// for Link (the shared launcher answers onSuccess at once, as the sandbox does when the customer finishes): a linked
// account is a choice named by its bank and last 4, and the authorization names it; "Link a new bank account" gets a
// Link token, exchanges the public token with the accounts Link chose, and opens the dialog again on the new account;
// a refused link says so; a CSR acting is not offered the link. Spanish; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentAccount } from '../../../api/account/autopay/paymentAccounts';
import type { LinkCallbacks } from '../../../src/components/bankLink/PlaidLinkLauncher';
import { AutopaySection } from '../../../src/features/account/AutopaySection';
import { loadLang } from '../../../src/lib/i18n/translate';
import { OPEN_LOAN } from './accountHarness';
import { AUTOPAY_OFF, storeAnswering } from './autopayFixtures';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

vi.mock('../../../src/components/bankLink/PlaidLinkLauncher', () => ({
  PlaidLinkLauncher: ({ token, onSuccess }: { token: string | null } & LinkCallbacks) => {
    const answered = useRef<string | null>(null);
    useEffect(() => {
      if (!token || answered.current === token) return;
      answered.current = token;
      onSuccess('public-sandbox-1', { institutionName: 'Tartan Bank', accountIds: ['item-1-chk'] });
    }, [token, onSuccess]);
    return null;
  },
}));

const OFF = AUTOPAY_OFF;

const PLATYPUS: PaymentAccount = {
  id: '8b0e2c1a-0000-4000-8000-000000000001',
  institutionName: 'First Platypus Bank',
  accountName: 'Plaid Checking',
  mask: '0000',
};
const TARTAN: PaymentAccount = {
  ...PLATYPUS,
  id: '8b0e2c1a-0000-4000-8000-000000000002',
  institutionName: 'Tartan Bank',
};

function setup(options: { refuseLink?: string; acting?: boolean } = {}) {
  let accounts = [PLATYPUS];
  const refuse: Record<string, string> = options.refuseLink ? { LinkPaymentAccount: options.refuseLink } : {};
  const acting = options.acting ? { isAdmin: true, adminEmail: 'csr.admin@example.com' } : {};
  return storeAnswering(
    (name) => {
      if (name === 'LinkPaymentAccount') accounts = [TARTAN, ...accounts];
      const loan = {
        id: OPEN_LOAN.id,
        loanNumber: OPEN_LOAN.loanNumber,
        autopay: OFF,
        linkedPaymentAccounts: accounts,
      };
      const answers: Record<string, unknown> = {
        CreatePaymentAccountLinkToken: {
          createPaymentAccountLinkToken: {
            link_token: 'link-sandbox-1',
            expiration: '2026-12-04T00:00:00Z',
            linkScriptUrl: '/bank-link/link-initialize.js',
          },
        },
        LinkPaymentAccount: { linkPaymentAccount: [TARTAN] },
        TurnOnAutopay: { turnOnAutopay: { ...OFF, status: 'ON', canTurnOn: false } },
      };
      return answers[name] ?? { accountSummary: { loan } };
    },
    refuse,
    acting,
  );
}

async function openDialog(options: Parameters<typeof setup>[0] = {}, lang?: 'es') {
  const { store, calls } = setup(options);
  renderWithProviders(<AutopaySection loan={OPEN_LOAN} />, { store, route: '/account', ...(lang ? { lang } : {}) });
  fireEvent.click(await screen.findByRole('button', { name: lang ? 'Activar el pago automático' : 'Turn on autopay' }));
  return { calls, dialog: await screen.findByRole('dialog') };
}

describe('autopay from a linked bank account', () => {
  it('offers a linked account by its bank and last 4, and the authorization names it', async () => {
    const { calls, dialog } = await openDialog();
    fireEvent.click(await within(dialog).findByLabelText('First Platypus Bank account ending in 0000'));
    expect(await within(dialog).findByTestId('autopay-authorization-text')).toHaveTextContent(
      'I authorize Lumen Cash to debit my First Platypus Bank account ending in 0000 on each due date of loan PDL-5000501',
    );
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('I have read and agree to this autopay authorization'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on autopay' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'TurnOnAutopay')).toBe(true));
    expect(calls.find((c) => c.name === 'TurnOnAutopay')?.variables).toEqual({
      input: {
        loanNumber: 'PDL-5000501',
        method: 'BANK_ACCOUNT',
        paymentAccountId: PLATYPUS.id,
        authorizationAccepted: true,
        authorizationVersion: '2026-12-01',
        lang: 'en',
      },
    });
  });

  it('links a new bank account through Link and opens the dialog again with it chosen', async () => {
    const { calls, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link a new bank account' }));
    const again = await screen.findByRole('dialog', { name: 'Turn on autopay' });
    expect(
      await within(again).findByText('We added your Tartan Bank account ending in 0000. It is chosen below.'),
    ).toBeVisible();
    await waitFor(() => expect(within(again).getByLabelText('Tartan Bank account ending in 0000')).toBeChecked());
    expect(within(again).getByTestId('autopay-authorization-text')).toHaveTextContent(
      'debit my Tartan Bank account ending in 0000',
    );
    expect(calls.find((c) => c.name === 'CreatePaymentAccountLinkToken')?.variables).toEqual({
      loanNumber: 'PDL-5000501',
    });
    expect(calls.find((c) => c.name === 'LinkPaymentAccount')?.variables).toEqual({
      loanNumber: 'PDL-5000501',
      publicToken: 'public-sandbox-1',
      accountIds: ['item-1-chk'],
    });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says so in the dialog when the link is refused', async () => {
    const refusal =
      'That bank gave us no checking account we can debit. Link a checking account, or use the one on file.';
    const { dialog } = await openDialog({ refuseLink: refusal });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link a new bank account' }));
    const again = await screen.findByRole('dialog', { name: 'Turn on autopay' });
    expect(await within(again).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no link to a CSR acting for the customer (linking needs the customer’s own bank sign-in)', async () => {
    const { dialog } = await openDialog({ acting: true });
    expect(await within(dialog).findByLabelText('First Platypus Bank account ending in 0000')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Link a new bank account' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    const { dialog } = await openDialog({}, 'es');
    fireEvent.click(await within(dialog).findByLabelText('Cuenta de First Platypus Bank terminada en 0000'));
    expect(await within(dialog).findByTestId('autopay-authorization-text')).toHaveTextContent(
      'Autorizo a Lumen Cash a debitar de mi cuenta de First Platypus Bank terminada en 0000',
    );
    expect(within(dialog).getByRole('button', { name: 'Vincular una nueva cuenta bancaria' })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
