// The agreements screen as a customer meets it: E-SIGN consent with its disclosures first, each document opened,
// read to its end and agreed in the viewer (its checkbox unlocked by reading it), disagreeing unchecks it, nothing agreed before the E-SIGN consent, the error
// when one is missing, the recurring-debit authorization only with automatic payments, and the event it sends; after
// a decision that asked for another method, why, and a button that saves the new one and submits again.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AgreementsScreen from '../../../../src/features/application/agreements/AgreementsScreen';
import type { Application } from '../../../../api/application/endpoints';
import { agreementsSubmitted } from '../../../../store/application';
import { application, withPersonal } from '../../features/applicationFixtures';
import { axeViolations } from '../axe';
import { BASE_DOCS, doc, renderWithBackend, TestObserver } from './agreementsHarness';

const MUST_AGREE =
  'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents';
const APP = withPersonal(application({ id: 'app-1', stateCode: 'OH' }));
const ROUTE = '/application/agreements';

const checkbox = (title: string) => screen.getByRole('checkbox', { name: `I have read and agree to the ${title}` });

async function readAndAgree(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: `Read ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // jsdom lays nothing out: the text is shown whole, so it counts as read to the end at once.
  await within(dialog).findByRole('region', { name: `${title}, full text` });
  await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const TITLES = [
  'Consent to Electronic Records and Signatures',
  'Privacy Notice',
  'Authorization to Obtain Consumer Reports',
  'Consent to Text Messages',
];

afterEach(() => vi.unstubAllGlobals());

describe('AgreementsScreen', () => {
  it('puts the consent to electronic records and its disclosures first, and passes axe', async () => {
    const { container } = await renderWithBackend(<AgreementsScreen />, { route: ROUTE, application: APP });
    await screen.findByRole('button', { name: `Read ${TITLES[0]}` });
    expect(screen.getByRole('heading', { name: 'Before you agree: electronic records' })).toBeTruthy();
    expect(screen.getByText(/paper copies of any document at no charge/).textContent).toContain('1-800-561-2274');
    const reads = screen.getAllByRole('button', { name: /^Read / }).map((b) => b.textContent);
    expect(reads).toEqual(TITLES.map((title) => `Read ${title}`));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the agreement error when submitted without every agreement, and sends nothing', async () => {
    const { user, events } = await renderWithBackend(<AgreementsScreen />, { route: ROUTE, application: APP });
    await screen.findByRole('button', { name: `Read ${TITLES[0]}` });
    await user.click(screen.getByRole('radio', { name: /Deposit to my bank account/ }));
    await user.click(screen.getByRole('radio', { name: /I will make each payment myself/ }));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MUST_AGREE);
    expect(events(agreementsSubmitted.type)).toEqual([]);
  });

  it('agrees only to what was opened, E-SIGN consent first; disagreeing unchecks', async () => {
    const { user } = await renderWithBackend(<AgreementsScreen />, { route: ROUTE, application: APP });
    await screen.findByRole('button', { name: `Read ${TITLES[0]}` });
    await user.click(checkbox(TITLES[1]!));
    expect(checkbox(TITLES[1]!)).toHaveProperty('checked', false);
    expect(screen.getByRole('alert').textContent).toBe('Open and read the document first.');
    await readAndAgree(user, TITLES[1]!);
    expect(checkbox(TITLES[1]!)).toHaveProperty('checked', false);
    expect(screen.getByRole('alert').textContent).toBe('Agree to the consent to electronic records first.');
    await readAndAgree(user, TITLES[0]!);
    expect(checkbox(TITLES[0]!)).toHaveProperty('checked', true);
    await user.click(checkbox(TITLES[1]!)); // read already: the checkbox answers now
    expect(checkbox(TITLES[1]!)).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: `Read ${TITLES[1]}` }));
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }));
    expect(checkbox(TITLES[1]!)).toHaveProperty('checked', false);
  });

  it('unlocks a checkbox only once its document was read to the end', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { user } = await renderWithBackend(<AgreementsScreen />, { route: ROUTE, application: APP });
    await user.click(await screen.findByRole('button', { name: `Read ${TITLES[0]}` }));
    const dialog = await screen.findByRole('dialog', { name: TITLES[0] });
    await within(dialog).findByRole('region', { name: `${TITLES[0]}, full text` });
    // Opened but closed before its end: still locked.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(checkbox(TITLES[0]!));
    expect(checkbox(TITLES[0]!)).toHaveProperty('checked', false);
    expect(screen.getByRole('alert').textContent).toBe('Open and read the document first.');
    await user.click(screen.getByRole('button', { name: `Read ${TITLES[0]}` }));
    await screen.findByRole('region', { name: `${TITLES[0]}, full text` });
    TestObserver.last!.reachEnd();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(checkbox(TITLES[0]!));
    expect(checkbox(TITLES[0]!)).toHaveProperty('checked', true);
  });

  it('adds the recurring-debit authorization for automatic payments and sends every answer with the methods', async () => {
    const recurring = doc('RECURRING_DEBIT_AUTHORIZATION', 'Authorization for Recurring Payments');
    const { user, events, sent } = await renderWithBackend(<AgreementsScreen />, {
      route: ROUTE,
      application: APP,
      backend: { recurring: [recurring] },
    });
    await screen.findByRole('button', { name: `Read ${TITLES[0]}` });
    expect(screen.getByRole('radio', { name: /I will make each payment myself/ })).toBeTruthy();
    expect(screen.getByText(/does not affect whether you are approved/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Automatic payments from my bank account/ }));
    await user.click(screen.getByRole('radio', { name: /To my debit card/ }));
    await screen.findByRole('button', { name: `Read ${recurring.title}` });
    expect(sent.graphql).toContainEqual({
      operation: 'GetBaseDisclosures',
      variables: { brandName: 'lumen', applicationId: 'app-1', section: 'repayment', disclosureType: 'ACH' },
    });
    for (const title of [...TITLES, recurring.title]) await readAndAgree(user, title);
    expect(await screen.findByText('You have agreed to every document.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(events(agreementsSubmitted.type)).toHaveLength(1));
    expect(events(agreementsSubmitted.type)[0]).toEqual({
      agreements: [
        ...['ESIGN_CONSENT', 'PRIVACY_NOTICE', 'CREDIT_REPORT_AUTHORIZATION', 'TEXT_MESSAGE_CONSENT'].map((idTag) => ({
          idTag,
          value: true,
        })),
        { idTag: 'RECURRING_DEBIT_AUTHORIZATION', value: true },
      ],
      repaymentMethod: 'ACH',
      fundingMethod: 'DEBIT_CARD',
    });
  });

  it('lists the state’s documents (California’s notice) after the brand’s', async () => {
    await renderWithBackend(<AgreementsScreen />, {
      route: ROUTE,
      application: { ...APP, stateCode: 'CA' },
      backend: { state: [doc('CA_PRIVACY_NOTICE', 'California Privacy Notice')] },
    });
    await screen.findByRole('button', { name: 'Read California Privacy Notice' });
    const reads = screen.getAllByRole('button', { name: /^Read / }).map((b) => b.textContent);
    expect(reads.at(-1)).toBe('Read California Privacy Notice');
    expect(reads[0]).toBe(`Read ${TITLES[0]}`);
  });

  it('says why after a decision asking for another funding method, and saves the new one to submit again', async () => {
    const agreedBefore: Application = {
      ...APP,
      repaymentMethod: 'NDD',
      fundingMethod: 'EFT',
      loanApplication: {
        additionalAttributes: {
          optOut: null,
          canShareInfo: null,
          smsOptIn: null,
          otpResponse: 'OTP_VALID',
          disclosures: BASE_DOCS.map((d) => ({ idTag: d.idTag, value: true })),
        },
      },
    };
    const { user, events, container } = await renderWithBackend(<AgreementsScreen />, {
      route: ROUTE,
      application: agreedBefore,
      backend: { decision: { applicationState: 'SUBMIT_ERROR', outcome: 'NEEDS_NEW_FUNDING' } },
    });
    expect(
      (await screen.findByText(/We cannot send your loan the way you chose/)).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Deposit to my bank account/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /To my debit card/ }));
    await user.click(screen.getByRole('button', { name: 'Save and submit again' }));
    await waitFor(() => expect(events(agreementsSubmitted.type)).toHaveLength(1));
    expect(events(agreementsSubmitted.type)[0]).toMatchObject({
      repaymentMethod: 'NDD',
      fundingMethod: 'DEBIT_CARD',
      resubmit: true,
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps its usual button while the application is not waiting for a new method', async () => {
    await renderWithBackend(<AgreementsScreen />, {
      route: ROUTE,
      application: APP,
      backend: { decision: { applicationState: 'SUBMIT_ERROR', outcome: null } },
    });
    await screen.findByRole('button', { name: `Read ${TITLES[0]}` });
    expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeTruthy();
    expect(screen.queryByText(/Choose another way/)).toBeNull();
  });
});
