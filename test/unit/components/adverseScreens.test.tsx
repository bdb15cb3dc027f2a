// Adverse action as a declined applicant meets it: the entry says "Identifying your State configuration." and then
// goes to keep-in-mind (another option), retail (the state has stores) or thank-you; a conversion whose option is
// gone shows the conversion-denial dialog, whose OK hands over to the account-management brand; the Reg B notice
// with the decision's reasons, the creditor, the ECOA statement and agency, the bureau when a report was used, and
// the 7 or 30 days; Spanish.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../api/application/afterDecision/endpoints';
import type { AdverseNotice } from '../../../api/application/afterDecision/endpoints';
import AdverseEntryScreen from '../../../src/features/application/adverse/AdverseEntryScreen';
import { AdverseNoticeView } from '../../../src/features/application/adverse/AdverseNotice';
import { KeepInMindScreen, RetailScreen } from '../../../src/features/application/adverse/AdverseOutcomeScreens';
import { adversePageFor } from '../../../src/features/application/adverse/adversePage';
import { loadLang } from '../../../src/lib/i18n/translate';
import { application } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const DENIED = application({ id: 'app-1', status: 'DENIED', stateCode: 'OH' });
const cache = (entries: [string, unknown, unknown][]) => entries as never;

const NOTICE: AdverseNotice = {
  applicationId: 'app-1',
  applicationNumber: 'APP-23456',
  brandName: 'lumen',
  action: 'CREDIT_DENIED',
  decidedAt: '2026-11-24T15:00:00.000Z',
  reasons: ['Income insufficient for amount of credit requested'],
  creditor: {
    name: 'Lumen Cash, LLC',
    addressLines: ['200 Market Street, Suite 400', 'Columbus, OH 43215'],
    phone: '1-800-561-2274',
    website: null,
  },
  agency: {
    name: 'Bureau of Consumer Financial Protection',
    addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
    phone: null,
    website: null,
  },
  consumerReport: null,
  noticePeriodDays: 7,
  pdfUrl: null,
};

describe('the adverse-action route (pure)', () => {
  it('prefers another option, then the stores, then thank-you; waits while the lookups run', () => {
    expect(adversePageFor({ anotherOptionAvailable: true, hasRetailStores: undefined, unknown: false })).toBe(
      '/application/adverse-action/keep-in-mind',
    );
    expect(adversePageFor({ anotherOptionAvailable: false, hasRetailStores: true, unknown: false })).toBe(
      '/application/adverse-action/retail',
    );
    expect(adversePageFor({ anotherOptionAvailable: false, hasRetailStores: false, unknown: false })).toBe(
      '/application/adverse-action/thank-you',
    );
    expect(adversePageFor({ anotherOptionAvailable: false, hasRetailStores: undefined, unknown: false })).toBeNull();
    expect(adversePageFor({ anotherOptionAvailable: undefined, hasRetailStores: undefined, unknown: true })).toBe(
      '/application/adverse-action/thank-you',
    );
  });
});

describe('the adverse-action entry', () => {
  const enter = (another: boolean, stores?: boolean) =>
    renderApplicationScreen(<AdverseEntryScreen />, {
      route: '/application/adverse-action',
      application: DENIED,
      cached: cache([
        ['getAnotherOptionDetail', { applicationId: 'app-1' }, another],
        ...(stores === undefined
          ? []
          : ([['getAdverseActionDetail', { applicationId: 'app-1', stateCode: 'OH', brandName: 'lumen' }, stores]] as [
              string,
              unknown,
              unknown,
            ][])),
      ]),
    });

  it('goes to keep-in-mind when another option is available', async () => {
    await enter(true);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/application/adverse-action/keep-in-mind');
  });

  it('goes to retail when the state has stores', async () => {
    await enter(false, true);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/application/adverse-action/retail');
  });

  it('goes to thank-you otherwise', async () => {
    await enter(false, false);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/application/adverse-action/thank-you');
  });

  it('shows the conversion-denial dialog for a conversion no longer available; OK hands over to the card brand', async () => {
    const { user } = await renderApplicationScreen(<AdverseEntryScreen />, {
      route: '/application/adverse-action',
      application: application({ id: 'app-1', applicationType: 'CONVERSION', status: 'UNSUBMITTED' }),
    });
    // Behind the dialog, the entry's own status (the browser test sees it while the lookups run).
    expect(screen.getByText('Identifying your State configuration.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Conversion unavailable' });
    expect(dialog).toHaveAccessibleDescription('Conversion option is no longer available.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: /Keel Card/ })).toBeVisible();
  });
});

describe('the outcome pages and the notice', () => {
  it('keep-in-mind offers the store option and shows the notice', async () => {
    const { container } = await renderApplicationScreen(<KeepInMindScreen />, {
      route: '/application/adverse-action/keep-in-mind',
      application: DENIED,
      cached: cache([['adverseActionNotice', { applicationId: 'app-1' }, NOTICE]]),
    });
    const choose = await screen.findByRole('link', { name: 'Choose this option' });
    expect(choose).toHaveAttribute('href', '/application/another-option-selected');
    // The way on is the page's one primary action; the account is a plain link beside it.
    expect(choose).toHaveAttribute('data-action', 'primary');
    expect(container.querySelectorAll('[data-action="primary"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to my account' })).not.toHaveAttribute('data-action');
    expect(await screen.findByRole('heading', { name: 'Notice of action taken' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('retail links to the store locator', async () => {
    await renderApplicationScreen(<RetailScreen />, {
      route: '/application/adverse-action/retail',
      application: DENIED,
      cached: cache([['adverseActionNotice', { applicationId: 'app-1' }, NOTICE]]),
    });
    expect(screen.getByRole('link', { name: 'Find a store near you' })).toHaveAttribute('href', '/stores');
  });

  it('the notice: action, the decision’s reasons, creditor, ECOA and agency, 7 days, no bureau without a report', () => {
    const { container } = renderWithProviders(<AdverseNoticeView notice={NOTICE} />);
    expect(screen.getByText('We have declined your application for credit.')).toBeVisible();
    expect(screen.getByText('Income insufficient for amount of credit requested')).toBeVisible();
    expect(screen.getByText('Lumen Cash, LLC')).toBeVisible();
    expect(screen.getByText(/Equal Credit Opportunity Act prohibits creditors/)).toBeVisible();
    expect(screen.getByText('Bureau of Consumer Financial Protection')).toBeVisible();
    expect(screen.getByText('A written copy of this notice will be sent to you within 7 days.')).toBeVisible();
    expect(screen.queryByText(/Fair Credit Reporting Act/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Download this notice/ })).toBeNull();
    expect(container).toBeTruthy();
  });

  it('the installment brand’s notice: the bureau when a report was used, 30 days, the PDF when served', () => {
    renderWithProviders(
      <AdverseNoticeView
        notice={{
          ...NOTICE,
          brandName: 'meridian',
          creditor: { ...NOTICE.creditor, name: 'Ridgeway State Bank' },
          reasons: ['Unable to verify identity'],
          consumerReport: {
            bureau: {
              name: 'Northgate Consumer Reporting, Inc.',
              addressLines: ['P.O. Box 4500'],
              phone: '1-800-555-0142',
              website: null,
            },
            score: null,
            scoreRangeLow: null,
            scoreRangeHigh: null,
            scoreDate: null,
            keyFactors: [],
          },
          noticePeriodDays: 30,
          pdfUrl: '/documents/notice.pdf',
        }}
      />,
    );
    expect(screen.getByText(/Fair Credit Reporting Act/)).toBeVisible();
    expect(screen.getByText('Northgate Consumer Reporting, Inc.')).toBeVisible();
    expect(screen.getByText('A written copy of this notice will be sent to you within 30 days.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download this notice (PDF)' })).toHaveAttribute(
      'href',
      '/documents/notice.pdf',
    );
  });

  it('reads in Spanish', async () => {
    await loadLang('es');
    renderWithProviders(<AdverseNoticeView notice={NOTICE} />, { lang: 'es' });
    expect(screen.getByText('Hemos rechazado su solicitud de crédito.')).toBeVisible();
    expect(screen.getByText('Le enviaremos una copia escrita de este aviso dentro de 7 días.')).toBeVisible();
    // The decision's recorded reason, in the notice's language.
    expect(screen.getByText('Ingresos insuficientes para el monto de crédito solicitado')).toBeVisible();
  });
});
