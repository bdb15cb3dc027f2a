// The two after-decision mutations: createConversionDenial, recorded once on a conversion (the notice then says so) and
// refused on a standard application; cloneApprovedLeadApplication, an approved lead cloned once into an application
// waiting for the signature.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { errorCode } from '../harness';
import { type App, CLONE_LEAD, DENY_CONVERSION, NOTICE, afterDecisionServer } from './setup';

const server = afterDecisionServer();
const { app } = server;

describe('createConversionDenial', () => {
  it('records the denial once on a conversion and the notice then says so', async () => {
    const row = await app({ applicationType: 'CONVERSION', loanNumber: 'PDL-77' });
    const first = await server.nora.call('owner', DENY_CONVERSION, { id: row.id });
    expect(first.errors).toBeUndefined();
    const [stored] = await server.h.server.services.db.select().from(applications).where(eq(applications.id, row.id));
    const denial = (stored!.data as App).conversionDenial;
    expect(denial).toMatchObject({ loanNumber: 'PDL-77' });
    await server.nora.call('owner', DENY_CONVERSION, { id: row.id });
    const [again] = await server.h.server.services.db.select().from(applications).where(eq(applications.id, row.id));
    expect((again!.data as App).conversionDenial).toEqual(denial);
    const notice = (await server.nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      action: 'CONVERSION_DENIED',
      reasons: ['Conversion option is no longer available.'],
    });
  });

  it('refuses a standard application', async () => {
    const row = await app({});
    expect(errorCode(await server.nora.call('owner', DENY_CONVERSION, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});

describe('cloneApprovedLeadApplication', () => {
  it('clones an approved lead once into an application waiting for the signature', async () => {
    const lead = await app({
      status: 'APPROVED',
      data: {
        lead: { provider: 'demo-partner', approved: true },
        customerInformation: { personalInformation: { firstName: 'Nora' } },
      },
    });
    const first = (await server.nora.call('owner', CLONE_LEAD, { id: lead.id })).data
      ?.cloneApprovedLeadApplication as App;
    expect(first).toMatchObject({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      loanApplicationProgress: { applicationUrl: '/application/approved/agreements' },
      customerInformation: { personalInformation: { firstName: 'Nora' } },
    });
    expect(first.id).not.toBe(lead.id);
    const second = (await server.nora.call('owner', CLONE_LEAD, { id: lead.id })).data
      ?.cloneApprovedLeadApplication as App;
    expect(second.id).toBe(first.id);
  });

  it('refuses a lead that was not approved, and an application that is no lead', async () => {
    const notApproved = await app({ status: 'DENIED', data: { lead: { provider: 'demo-partner', approved: false } } });
    expect(errorCode(await server.nora.call('owner', CLONE_LEAD, { id: notApproved.id }))).toBe('BAD_USER_INPUT');
    const plain = await app({ status: 'APPROVED' });
    expect(errorCode(await server.nora.call('owner', CLONE_LEAD, { id: plain.id }))).toBe('BAD_USER_INPUT');
  });
});
