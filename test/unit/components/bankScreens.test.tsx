// The bank screens as a customer meets them: the 30-day rule stated, the ways forward (link, or by hand), the saved
// account by its last 4 digits, the "Institution Requirement" modal and its two choices, account select with the
// balance as whole dollars, manual entry with the routing checksum (nothing typed lost), the verification's answers,
// each link outcome's page, and no axe violation.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkedBankAccount } from '../../../api/application/bank/endpoints';
import AccountSelectScreen from '../../../src/features/application/bank/AccountSelectScreen';
import BankScreen from '../../../src/features/application/bank/BankScreen';
import BankVerificationScreen from '../../../src/features/application/bank/BankVerificationScreen';
import ConsentScreen from '../../../src/features/application/bank/ConsentScreen';
import { InvalidCredentialsScreen, NoCheckingScreen } from '../../../src/features/application/bank/LinkErrorScreens';
import ManualBankScreen from '../../../src/features/application/bank/ManualBankScreen';
import { reloginRequired } from '../../../store/bank';
import { application, withBank, withIncome, withPersonal } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';

const filled = withIncome(withPersonal(application()));
const RULE = 'Your checking account must be active and open at least 30 days.';

const ACCOUNTS: LinkedBankAccount[] = [
  {
    account_id: 'item-1-chk0000',
    mask: '0000',
    name: 'Plaid Checking',
    official_name: 'Plaid Gold Standard 0% Interest Checking',
    subtype: 'checking',
    type: 'depository',
    numbers: { account: '************0000', routing: '*****1533' },
    balances: { available: 125037, current: 125037 },
  },
];

const cached = (name: string, args: unknown, data: unknown) => [name, args, data] as never;

describe('the bank page', () => {
  it('states the 30-day rule and offers linking or entering by hand, with no axe violation', async () => {
    const { container } = await renderApplicationScreen(<BankScreen />, {
      route: '/application/bank',
      application: filled,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your bank account' })).toBeVisible();
    expect(screen.getByText(RULE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Link my bank' })).toHaveAttribute('href', '/application/bank/consent');
    expect(screen.getByRole('link', { name: 'Enter my account by hand' })).toHaveAttribute(
      'href',
      '/application/bank/manual',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a saved account by its last 4 digits only', async () => {
    await renderApplicationScreen(<BankScreen />, { route: '/application/bank', application: withBank(filled) });
    expect(screen.getByText('Saved account: First Platypus Bank, account ending in 0000.')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\d{5,}/);
  });

  it('the Institution Requirement modal: sign in again (update mode) or enter the account by hand', async () => {
    const { user, play, sent, container } = await renderApplicationScreen(<BankScreen />, {
      route: '/application/bank',
      application: filled,
    });
    play(reloginRequired({ institutionName: 'Relogin Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Institution Requirement' });
    expect(dialog).toHaveTextContent('Relogin Bank needs you to sign in again');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(sent('bank/bankLinkRequested')).toEqual([{ purpose: 'update' }]);

    play(reloginRequired({ institutionName: 'Relogin Bank' }));
    await user.click(await screen.findByRole('button', { name: 'Enter my account by hand' }));
    expect(sent('bank/reloginManualChosen')).toHaveLength(1);
  });
});

describe('consent', () => {
  it('says what linking shares, and agreeing opens Link', async () => {
    const { user, sent } = await renderApplicationScreen(<ConsentScreen />, {
      route: '/application/bank/consent',
      application: filled,
    });
    expect(screen.getByText(/We never see your bank password/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(sent('bank/bankLinkRequested')).toEqual([{ purpose: 'link' }]);
  });
});

describe('account select', () => {
  it('lists the checking accounts by last 4 with the balance as whole dollars, and saves the one chosen', async () => {
    const { user, sent, container } = await renderApplicationScreen(<AccountSelectScreen />, {
      route: '/application/bank/account-select',
      application: filled,
      cached: [cached('linkedBankAccounts', { applicationId: filled.id }, ACCOUNTS)],
    });
    const radio = await screen.findByRole('radio', { name: /Plaid Checking, account ending in 0000/ });
    expect(radio).toBeChecked();
    expect(screen.getByText('Available balance: $1250')).toBeVisible();
    expect(document.body.textContent).not.toContain('125037');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    await waitFor(() => expect(sent('bank/bankAccountChosen')).toEqual([{ accountId: 'item-1-chk0000' }]));
  });
});

describe('manual entry', () => {
  it('refuses a routing number failing the checksum, keeps what was typed, then sends the account', async () => {
    const { user, sent, container } = await renderApplicationScreen(<ManualBankScreen />, {
      route: '/application/bank/manual',
      application: filled,
    });
    expect(screen.getByLabelText('Account holder’s name')).toHaveValue('Nina New');
    await user.type(screen.getByLabelText(/^Routing number/), '011401534');
    await user.type(screen.getByLabelText(/^Account number/), '1111222233330000');
    await user.type(screen.getByLabelText('Date the account was opened (MM/DD/YYYY)'), '01152020');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText(
        'This routing number is not valid. Please check the 9-digit number at the bottom left of your check.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('1111222233330000');
    expect(sent('bank/manualBankSubmitted')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Routing number/));
    await user.type(screen.getByLabelText(/^Routing number/), '011401533');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(sent('bank/manualBankSubmitted')).toEqual([
        {
          accountHoldersName: 'Nina New',
          routingNumber: '011401533',
          accountNumber: '1111222233330000',
          accountOpenDate: '01/15/2020',
          bankName: '',
        },
      ]),
    );
  });

  it('the numbers take digits only', async () => {
    const { user } = await renderApplicationScreen(<ManualBankScreen />, {
      route: '/application/bank/manual',
      application: filled,
    });
    await user.type(screen.getByLabelText(/^Routing number/), '0114-0153 3x');
    expect(screen.getByLabelText(/^Routing number/)).toHaveValue('011401533');
    await user.type(screen.getByLabelText(/^Account number/), '1'.repeat(20));
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('1'.repeat(17));
  });

  it('an account number outside 4 to 17 digits is refused', async () => {
    const { user } = await renderApplicationScreen(<ManualBankScreen />, {
      route: '/application/bank/manual',
      application: filled,
    });
    await user.type(screen.getByLabelText(/^Account number/), '123');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The account number has 4 to 17 digits.')).toBeVisible();
  });
});

describe('bank verification', () => {
  const manual = withBank(filled, 'MANUAL');
  const verification = (status: 'PENDING' | 'APPROVED') => ({
    id: 'v1',
    applicationId: filled.id,
    status,
    codes: [{ requestCode: 'ABC', expiresAt: '2999-01-01T00:00:00Z' }],
    decisions: [],
  });

  it('asks for a Link sign-in to confirm the typed account (last 4 only)', async () => {
    const { user, sent, container } = await renderApplicationScreen(<BankVerificationScreen />, {
      route: '/application/bank-verification',
      application: manual,
      cached: [cached('searchBankVerification', { applicationId: filled.id }, verification('PENDING'))],
    });
    expect(await screen.findByText(/routing number ending in 1533, account ending in 0000/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in to my bank' }));
    expect(sent('bank/bankLinkRequested')).toEqual([{ purpose: 'verify' }]);
    expect(screen.getByRole('link', { name: 'Change my account' })).toHaveAttribute('href', '/application/bank/manual');
  });

  it('a confirmed account offers to continue', async () => {
    await renderApplicationScreen(<BankVerificationScreen />, {
      route: '/application/bank-verification',
      application: withBank(filled, 'MANUAL', 'APPROVED'),
      cached: [cached('searchBankVerification', { applicationId: filled.id }, verification('APPROVED'))],
    });
    expect(await screen.findByText('Your bank account is confirmed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});

describe('link outcomes', () => {
  it.each([
    [InvalidCredentialsScreen, 'Your bank did not accept the sign-in', 'Try again'],
    [NoCheckingScreen, 'We need a checking account', 'Link another bank'],
  ] as const)('%o explains and offers a way forward', async (Screen, heading, again) => {
    const { user, sent, container } = await renderApplicationScreen(<Screen />, {
      route: '/application/bank/no-checking',
      application: filled,
    });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(RULE)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: again }));
    expect(sent('bank/bankLinkRequested')).toEqual([{ purpose: 'link' }]);
    expect(screen.getByRole('link', { name: 'Enter my account by hand' })).toBeVisible();
  });
});
