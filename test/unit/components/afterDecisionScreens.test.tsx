// The screens after the decision as a customer meets them: documents not ready (and on to signing once they are), the
// e-sign form (the loan's figures, consent and a signature that must match the applicant), the hold with its reasons
// and date, thank-you with the funds timing of the brand and the signed documents, approved/agreements, the other
// option's store visit, and the lead routes. No saga runs: the API answers are in the cache, the events are recorded.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../api/application/afterDecision/endpoints';
import type {
  EsignState,
  FundsTiming,
  LoanDetails,
  SignedDocument,
} from '../../../api/application/afterDecision/endpoints';
import AnotherOptionSelectedScreen from '../../../src/features/application/afterDecision/AnotherOptionSelectedScreen';
import ApprovedAgreementsScreen from '../../../src/features/application/afterDecision/ApprovedAgreementsScreen';
import EsignScreen from '../../../src/features/application/afterDecision/EsignScreen';
import HoldEsignScreen from '../../../src/features/application/afterDecision/HoldEsignScreen';
import LeadAgreementsScreen from '../../../src/features/application/afterDecision/LeadAgreementsScreen';
import LeadWelcomeScreen from '../../../src/features/application/afterDecision/LeadWelcomeScreen';
import NotReadyScreen from '../../../src/features/application/afterDecision/NotReadyScreen';
import ThankYouScreen from '../../../src/features/application/afterDecision/ThankYouScreen';
import { application, withPersonal } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';

const APP = withPersonal(application({ id: 'app-1', status: 'APPROVED' }));

const state = (over: Partial<EsignState> = {}): EsignState => ({
  id: 'app-1',
  status: 'PENDING_ESIGN',
  isPendingDocuments: false,
  isPendingEsign: true,
  isEsignDisabled: false,
  eSignDisabledReasons: [],
  eSignDisabledUntilDate: null,
  ...over,
});

const DETAILS: LoanDetails = {
  loanNumber: null,
  loanAmount: 140_000,
  financeCharge: 301_854,
  paymentAmount: 11_942,
  paymentDueDate: '2026-12-08',
  convertedLoanNumber: null,
  convertedPayoff: null,
  apr: 209.11,
  totalOfPayments: 441_854,
  numberOfPayments: 37,
  paymentFrequency: 'BI',
  paymentSchedule: [],
};

type Cached = [string, unknown, unknown];
const cache = (entries: Cached[]) => entries as never;

describe('agreements/not-ready', () => {
  it('says the documents are being prepared and offers to check again', async () => {
    const { container } = await renderApplicationScreen(<NotReadyScreen />, {
      route: '/application/agreements/not-ready',
      application: APP,
      cached: cache([
        ['applicationState', { id: 'app-1' }, state({ status: 'COMPLETED_PRODUCT_SELECTION', isPendingEsign: false })],
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Your documents are being prepared' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves on to signing once the documents are ready', async () => {
    await renderApplicationScreen(<NotReadyScreen />, {
      route: '/application/agreements/not-ready',
      application: APP,
      cached: cache([['applicationState', { id: 'app-1' }, state()]]),
    });
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/application/esign');
  });
});

describe('esign', () => {
  const AGREEMENT = { id: 'doc-1', fileName: 'loan-agreement-APP-1.pdf', url: '/documents/doc-1' };
  const renderEsign = (esignState = state()) =>
    renderApplicationScreen(<EsignScreen />, {
      route: '/application/esign',
      application: APP,
      cached: cache([
        ['applicationState', { id: 'app-1' }, esignState],
        ['getInitialLoanDetails', { applicationId: 'app-1' }, DETAILS],
        ['getCurrentDate', undefined, '2026-11-24'],
        ['loanAgreement', { applicationId: 'app-1' }, AGREEMENT],
        ['documentFile', AGREEMENT.url, 'blob:http://localhost/loan-agreement'],
      ]),
    });

  it('shows the loan’s Fed box figures in dollars and cents before signing', async () => {
    const { container } = await renderEsign();
    expect(await screen.findByText('209.11%')).toBeVisible();
    // The shared Fed box (src/components/lending/FedBox.tsx), the one the amount step shows.
    expect(screen.getByRole('region', { name: 'Truth in Lending disclosures' })).toBeVisible();
    expect(await screen.findByText('Date of signature: Tuesday, November 24, 2026')).toBeVisible();
    expect(screen.getByText('$3,018.54')).toBeVisible();
    expect(screen.getByText('$1,400.00')).toBeVisible();
    expect(screen.getByText('$4,418.54')).toBeVisible();
    expect(screen.getByText(/37 payments of \$119\.42, the first due Tuesday, December 8, 2026/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the stored loan agreement in the PDF viewer, with a download of it', async () => {
    const { user } = await renderEsign();
    await user.click(await screen.findByRole('button', { name: 'Read your loan agreement (PDF)' }));
    const viewer = await screen.findByRole('dialog', { name: 'Your loan agreement' });
    expect(viewer).toBeVisible();
    expect(screen.getByTitle(/Your loan agreement/)).toHaveAttribute('src', 'blob:http://localhost/loan-agreement');
    expect(screen.getByRole('link', { name: /Download Your loan agreement/ })).toHaveAttribute(
      'download',
      'loan-agreement-APP-1.pdf',
    );
  });

  it('asks for the consent and a signature matching the applicant’s name before it signs', async () => {
    const { user, sent } = await renderEsign();
    await screen.findByText('209.11%');
    await user.click(screen.getByRole('button', { name: 'Sign my loan agreement' }));
    expect(await screen.findByText('Please confirm that you have read the loan agreement.')).toBeVisible();
    expect(screen.getByText('Please type your full name to sign.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign it electronically/ }));
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Sign my loan agreement' }));
    expect(await screen.findByText('The name you typed does not match the name on your application.')).toBeVisible();
    expect(sent('application/esignSubmitted')).toEqual([]);
    await user.clear(screen.getByLabelText('Type your full name to sign'));
    await user.type(screen.getByLabelText('Type your full name to sign'), '  nina   NEW ');
    await user.click(screen.getByRole('button', { name: 'Sign my loan agreement' }));
    await waitFor(() =>
      expect(sent('application/esignSubmitted')).toEqual([
        { agreements: [{ idTag: 'loanAgreement', value: true }], signatureName: 'nina   NEW' },
      ]),
    );
  });

  it('sends a held signature to hold-esign and documents not ready to their page', async () => {
    await renderEsign(state({ isEsignDisabled: true, eSignDisabledReasons: ['Review'] }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/application/hold-esign');
  });
});

describe('hold-esign', () => {
  it('shows why signing is held and until when, in Eastern time', async () => {
    const { container } = await renderApplicationScreen(<HoldEsignScreen />, {
      route: '/application/hold-esign',
      application: APP,
      cached: cache([
        [
          'applicationState',
          { id: 'app-1' },
          state({
            isEsignDisabled: true,
            eSignDisabledReasons: ['Your bank verification is in review'],
            eSignDisabledUntilDate: '2026-11-27T14:00:00.000Z',
          }),
        ],
      ]),
    });
    expect(screen.getByRole('heading', { name: 'Signing is on hold for now' })).toBeVisible();
    expect(await screen.findByText('Your bank verification is in review')).toBeVisible();
    expect(screen.getByText('You can sign after November 27, 2026 at 9:00 AM ET.')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when signing is open again and links to it', async () => {
    await renderApplicationScreen(<HoldEsignScreen />, {
      route: '/application/hold-esign',
      application: APP,
      cached: cache([['applicationState', { id: 'app-1' }, state()]]),
    });
    expect(await screen.findByText('Signing is open again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to signing' })).toHaveAttribute('href', '/application/esign');
  });
});

describe('thank-you', () => {
  const DOCS: SignedDocument[] = [{ idTag: 'loanAgreement', title: 'Loan agreement', url: '/documents/x.pdf' }];
  const renderThankYou = (timing: FundsTiming) =>
    renderApplicationScreen(<ThankYouScreen />, {
      route: '/application/thank-you',
      application: APP,
      cached: cache([
        ['applicationState', { id: 'app-1' }, state({ status: 'ORIGINATED', isPendingEsign: false })],
        ['getFundsTiming', { applicationId: 'app-1' }, timing],
        ['getInitialLoanDetails', { applicationId: 'app-1', isOriginated: true }, { ...DETAILS, loanNumber: 'ILP-1' }],
        ['signedDocuments', { applicationId: 'app-1' }, DOCS],
      ]),
    });

  it('a debit card: as little as 30 minutes; the signed documents to download', async () => {
    const { container } = await renderThankYou({
      fundingMethod: 'DEBIT_CARD',
      asSoonAsMinutes: 30,
      availableAt: '2026-11-24T15:30:00.000Z',
      businessDate: '2026-11-24',
    });
    expect(await screen.findByRole('heading', { name: 'Thank you! Your loan is on its way' })).toBeVisible();
    expect(await screen.findByText(/can arrive in as little as 30 minutes/)).toBeVisible();
    expect(await screen.findByText('Loan number ILP-1')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Download Loan agreement (PDF)' })).toHaveAttribute(
      'href',
      '/documents/x.pdf',
    );
    const toAccount = screen.getByRole('link', { name: 'Go to my account' });
    expect(toAccount).toHaveAttribute('href', '/account');
    expect(toAccount).toHaveAttribute('data-action', 'primary');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when a signed document cannot be fetched, rather than following a link that would be refused', async () => {
    const { user } = await renderThankYou({
      fundingMethod: 'DEBIT_CARD',
      asSoonAsMinutes: 30,
      availableAt: '2026-11-24T15:30:00.000Z',
      businessDate: '2026-11-24',
    });
    await user.click(await screen.findByRole('link', { name: 'Download Loan agreement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading the PDF');
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('a bank deposit: the business date the server worked out', async () => {
    await renderThankYou({
      fundingMethod: 'ACH',
      asSoonAsMinutes: null,
      availableAt: null,
      businessDate: '2026-11-27',
    });
    expect(
      await screen.findByText('Your money will be deposited in your bank account by Friday, November 27, 2026.'),
    ).toBeVisible();
  });
});

describe('approved/agreements, another-option-selected and the lead routes', () => {
  it('approved/agreements shows the terms and goes on to sign', async () => {
    const { container } = await renderApplicationScreen(<ApprovedAgreementsScreen />, {
      route: '/application/approved/agreements',
      application: APP,
      cached: cache([['getInitialLoanDetails', { applicationId: 'app-1' }, DETAILS]]),
    });
    expect(await screen.findByText('209.11%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to sign' })).toHaveAttribute('href', '/application/esign');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('another-option-selected lists what to bring and finds a store', async () => {
    const { container } = await renderApplicationScreen(<AnotherOptionSelectedScreen />, {
      route: '/application/another-option-selected',
      application: APP,
    });
    expect(screen.getByText('Proof of income')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a store near you' })).toHaveAttribute('href', '/stores');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lead agreements continues the lead named in the link', async () => {
    const { user, sent, container } = await renderApplicationScreen(<LeadAgreementsScreen />, {
      route: '/application/lead/agreements?lead=lead-9',
      application: null,
    });
    await user.click(screen.getByRole('button', { name: 'Continue to my agreements' }));
    expect(sent('application/leadContinued')).toEqual([{ leadId: 'lead-9' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lead agreements without a lead says so; the not-approved welcome starts an application', async () => {
    const first = await renderApplicationScreen(<LeadAgreementsScreen />, {
      route: '/application/lead/agreements',
      application: null,
    });
    expect(screen.getByText(/could not find the offer/)).toBeVisible();
    first.unmount();
    await renderApplicationScreen(<LeadWelcomeScreen />, { route: '/application/lead/welcome', application: null });
    expect(screen.getByRole('link', { name: 'Start my application' })).toHaveAttribute('href', '/application/welcome');
  });
});
