// The documents page lists the autopay authorizations the customer agreed to (Reg E, 12 CFR 1005.10(b): a copy to
// the customer) beside the agreements and payoff letters, each labelled with its loan and the day it was signed, and
// downloadable; in English and Spanish, with no axe violations.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountDocument } from '../../../api/account/endpoints';
import DocumentsScreen from '../../../src/features/account/DocumentsScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { axeViolations } from './axe';
import { storeAnswering } from './autopayFixtures';
import { renderWithProviders } from './renderWithProviders';

const AUTHORIZATION: AccountDocument = {
  id: 'b0000000-0000-4000-8000-000000000001',
  fileName: 'autopay-authorization-PDL-5000501.pdf',
  kind: 'AUTOPAY',
  signedAt: '2026-12-02T15:00:00.000Z',
  createdAt: '2026-12-02T15:00:00.000Z',
  url: '/documents/b0000000-0000-4000-8000-000000000001',
  loanNumber: 'PDL-5000501',
  goodThrough: null,
};
const AGREEMENT: AccountDocument = {
  ...AUTHORIZATION,
  id: 'a0000000-0000-4000-8000-000000000001',
  fileName: 'loan-agreement-PDL-5000501.pdf',
  kind: 'LOAN',
  signedAt: '2026-11-24T15:00:00.000Z',
  url: '/documents/a0000000-0000-4000-8000-000000000001',
};

const render = (lang?: 'es') => {
  const { store } = storeAnswering((name) =>
    name === 'AccountDocuments'
      ? { accountDocuments: [AUTHORIZATION, AGREEMENT] }
      : name === 'PayoffLetterOptions'
        ? { payoffLetterOptions: { earliest: '2026-12-04', latest: '2026-12-14', loanNumbers: ['PDL-5000501'] } }
        : null,
  );
  return renderWithProviders(<DocumentsScreen />, {
    store,
    route: '/account/documents',
    ...(lang ? { lang } : {}),
  });
};

describe('the autopay authorization on the documents page', () => {
  it('is listed with its loan and the day it was signed, to download', async () => {
    const { container } = render();
    const link = await screen.findByRole('link', {
      name: 'Autopay authorization for loan PDL-5000501, signed Dec 2, 2026',
    });
    expect(link).toHaveAttribute('href', AUTHORIZATION.url);
    expect(screen.getByRole('link', { name: /loan-agreement-PDL-5000501\.pdf/ })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    const { container } = render('es');
    expect(
      await screen.findByRole('link', {
        name: 'Autorización de pago automático del préstamo PDL-5000501, firmada el 2 dic 2026',
      }),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
