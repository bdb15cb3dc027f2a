// The application around its signature: applicationState on the e-sign step (a hold with its reasons and date, lapsing
// by itself), then getFundsTiming and signedDocuments once the loan is signed (when the funds arrive per method, brand
// and Eastern cut-off; which signed documents are listed).
import { describe, expect, it } from 'vitest';
import { errorCode } from '../harness';
import { DOCS, FUNDS, STATE, afterDecisionServer } from './setup';

const server = afterDecisionServer();
const { app } = server;

describe('the e-sign application state', () => {
  it('reads a hold with its reasons and date, and lets it lapse by itself', async () => {
    const held = await app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      data: { esignHold: { reasons: ['Bank verification in review'], until: '2099-01-02T14:00:00.000Z' } },
    });
    expect((await server.nora.call('owner', STATE, { id: held.id })).data?.applicationState).toEqual({
      id: held.id,
      status: 'PENDING_ESIGN',
      isPendingDocuments: false,
      isPendingEsign: true,
      isEsignDisabled: true,
      eSignDisabledReasons: ['Bank verification in review'],
      eSignDisabledUntilDate: '2099-01-02T14:00:00.000Z',
    });
    const lapsed = await app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      data: { esignHold: { reasons: ['Old'], until: '2000-01-01T00:00:00.000Z' } },
    });
    expect((await server.nora.call('owner', STATE, { id: lapsed.id })).data?.applicationState).toMatchObject({
      isEsignDisabled: false,
      eSignDisabledReasons: [],
      eSignDisabledUntilDate: null,
    });
  });
});

describe('funds timing and signed documents', () => {
  const signed = (brand: string, fundingMethod: string, signedAt: string) =>
    app({
      brand,
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      data: {
        fundingMethod,
        esign: { signedAt, agreements: [{ idTag: 'loanAgreement', title: 'Loan agreement', value: true }] },
      },
    });

  it('debit card on a short-term brand: as soon as 30 minutes', async () => {
    const row = await signed('lumen', 'DEBIT_CARD', '2026-11-24T15:00:00.000Z');
    expect((await server.nora.call('owner', FUNDS, { id: row.id })).data?.getFundsTiming).toEqual({
      fundingMethod: 'DEBIT_CARD',
      asSoonAsMinutes: 30,
      availableAt: '2026-11-24T15:30:00.000Z',
      businessDate: '2026-11-24',
    });
  });

  it('ACH after 8 pm Eastern the night before Thanksgiving: the Friday after it... and the Monday when later still', async () => {
    const late = await signed('meridian', 'DEBIT_CARD', '2026-11-25T01:30:00.000Z'); // Tue 8:30 pm Eastern
    expect((await server.nora.call('owner', FUNDS, { id: late.id })).data?.getFundsTiming).toEqual({
      fundingMethod: 'ACH',
      asSoonAsMinutes: null,
      availableAt: null,
      businessDate: '2026-11-27',
    });
    const wednesdayNight = await signed('lumen', 'ACH', '2026-11-26T02:00:00.000Z'); // Wed 9 pm
    expect((await server.nora.call('owner', FUNDS, { id: wednesdayNight.id })).data?.getFundsTiming).toMatchObject({
      businessDate: '2026-11-30',
    });
  });

  it('lists no loan agreement for a signature without a loan request (nothing to print), nor tags with no document', async () => {
    const row = await app({
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      data: {
        esign: {
          signatureName: 'Nora Newman',
          agreements: ['loanAgreement', 'esignConsent'],
          signedAt: '2026-11-24T15:00:00.000Z',
        },
      },
    });
    expect((await server.nora.call('owner', DOCS, { id: row.id })).data?.signedDocuments).toEqual([]);
  });

  it('is refused before the loan is signed', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' });
    expect(errorCode(await server.nora.call('owner', FUNDS, { id: row.id }))).toBe('BAD_USER_INPUT');
  });

  // The signed copy itself, its download and its one row: test/server/afterDecision/documents.test.ts.
});
