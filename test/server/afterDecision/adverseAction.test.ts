// The adverse-action operations: the routing answers per brand and state and the
// Reg B notice per brand (creditor, agency, 7 or 30 days, the bureau only when a report was used).
import { describe, expect, it } from 'vitest';
import { errorCode } from '../harness';
import { type App, ADVERSE, ANOTHER, NOTICE, afterDecisionServer } from './setup';

const server = afterDecisionServer();
const { app, declined } = server;

describe('adverse-action routing', () => {
  it('says whether the state has stores: Ohio has, New York has none', async () => {
    const row = await declined('lumen', 'OH');
    const oh = await server.nora.call('owner', ADVERSE, { id: row.id, s: 'OH', b: 'lumen' });
    expect(oh.data?.getAdverseActionDetail).toEqual({ hasRetailStores: true });
    const ny = await server.nora.call('owner', ADVERSE, { id: row.id, s: 'ny', b: 'lumen' });
    expect(ny.data?.getAdverseActionDetail).toEqual({ hasRetailStores: false });
  });

  it('refuses a bad state or brand clearly', async () => {
    const row = await declined('lumen', 'OH');
    expect(errorCode(await server.nora.call('owner', ADVERSE, { id: row.id, s: 'ZZ', b: 'lumen' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await server.nora.call('owner', ADVERSE, { id: row.id, s: 'OH', b: 'acme' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it.each([
    ['lumen', 'OH', true],
    ['pinecrest', 'OH', true],
    ['meridian', 'OH', true],
    ['harbor', 'OH', false], // declined by the stores' own brand: nothing else to offer
    ['lumen', 'NY', false], // no stores in New York
  ])('a decline on %s in %s: another option %s', async (brand, state, expected) => {
    const row = await declined(brand, state);
    const body = await server.nora.call('owner', ANOTHER, { id: row.id });
    expect(body.data?.getAnotherOptionDetail).toEqual({ anotherOptionAvailable: expected });
  });

  it('offers nothing else to an application that was not declined', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' });
    const body = await server.nora.call('owner', ANOTHER, { id: row.id });
    expect(body.data?.getAnotherOptionDetail).toEqual({ anotherOptionAvailable: false });
  });
});

describe('the adverse-action notice (Reg B 1002.9)', () => {
  it('on a short-term brand: the real reasons, the creditor, the CFPB, 7 days, no bureau without a report', async () => {
    const row = await declined('lumen', 'OH');
    const notice = (await server.nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      applicationNumber: row.applicationNumber,
      brandName: 'lumen',
      action: 'CREDIT_DENIED',
      decidedAt: '2026-11-24T15:00:00.000Z',
      reasons: ['Income insufficient for amount of credit requested'],
      creditor: { name: 'Lumen Cash, LLC', phone: '1-800-561-2274' },
      agency: {
        name: 'Bureau of Consumer Financial Protection',
        addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
      },
      noticePeriodDays: 7,
      consumerReport: null,
    });
    expect(notice.creditor.addressLines.length).toBeGreaterThan(0);
  });

  it('on the installment brand: the partner bank as creditor, the FDIC, 30 days', async () => {
    const row = await declined('meridian', 'OH');
    const notice = (await server.nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      brandName: 'meridian',
      creditor: { name: 'Ridgeway State Bank', phone: '1-800-316-4220' },
      agency: { name: expect.stringContaining('Federal Deposit Insurance Corporation') },
      noticePeriodDays: 30,
    });
  });

  it('names the bureau when a consumer report was used (the identity decline)', async () => {
    const row = await declined('pinecrest', 'OH', { reasons: [{ code: 'ID', text: 'Unable to verify identity' }] });
    const notice = (await server.nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice.reasons).toEqual(['Unable to verify identity']);
    expect(notice.noticePeriodDays).toBe(7);
    expect(notice.consumerReport.bureau).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
    expect(notice.consumerReport.bureau.addressLines.length).toBeGreaterThan(0);
  });

  it('prints the bureau, score and key factors the decision kept', async () => {
    const row = await declined('lumen', 'OH', {
      reasons: ['Unable to verify identity'],
      consumerReport: {
        bureau: 'Clearwater Consumer Reporting',
        address: 'PO Box 1\nColumbus, OH 43215',
        phone: '1-800-555-0100',
        website: 'https://example.com',
        score: 540,
        scoreRange: { low: 300, high: 850 },
        keyFactors: ['Identity could not be verified'],
        pulledOn: '2026-11-24',
      },
    });
    const notice = (await server.nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice.consumerReport).toEqual({
      bureau: {
        name: 'Clearwater Consumer Reporting',
        addressLines: ['PO Box 1', 'Columbus, OH 43215'],
        phone: '1-800-555-0100',
      },
      score: 540,
      keyFactors: ['Identity could not be verified'],
    });
  });

  it('is refused for an application that was not declined', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'ORIGINATED' });
    expect(errorCode(await server.nora.call('owner', NOTICE, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});
