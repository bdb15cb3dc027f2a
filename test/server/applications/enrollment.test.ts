// prepareForEnrollment: an applicant whose SSN belongs to a loan-system record with no portal account is enrolled into
// it when the application's names, date of birth and ZIP match the record; anything else is denied and links nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideLink } from '../../../server/applications/enrollmentLink';
import { customers } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, CREATE, goodPersonal, SAVE_PERSONAL } from './helpers';

const PREPARE = `mutation($id: ID!) { prepareForEnrollment(applicationId: $id) { enrollmentId result event email firstName } }`;
const SEARCH = 'query { customerSystemSearch { customerType isReturningRetailCustomer firstName } }';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

async function applicationWith(email: string, personal: Record<string, string>, zipCode = '43215') {
  const as = await callersFor(h, email, 'online.returning@example.com');
  const created = await as.call('owner', CREATE, { a: { userInformation: { email } } });
  const id = (created.data?.createApplication as { id: string }).id;
  const good = goodPersonal();
  const saved = await as.call('owner', SAVE_PERSONAL, {
    id,
    p: { ...good.p, ...personal },
    c: { ...good.c, address: { ...good.c.address, zipCode } },
  });
  expect(saved.errors).toBeUndefined();
  return { as, id };
}

describe('prepareForEnrollment', () => {
  it('denies a record that does not match, and links nothing', async () => {
    const { as, id } = await applicationWith('keel.customer@example.com', {
      firstName: 'Maria',
      lastName: 'Lopes',
      dateOfBirth: '1985-04-12',
      documentNumber: '123456789',
    });
    const body = await as.call('owner', PREPARE, { id });
    expect(body.data?.prepareForEnrollment).toMatchObject({
      result: 'DENIED',
      event: 'CUSTOMER_NOT_FOUND',
      firstName: null,
    });
    const [maria] = await h.server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'maria.lopez@example.com'));
    expect(maria?.userId).toBeNull();
  });

  it('denies the SSN of a record that already has a portal account', async () => {
    const { as, id } = await applicationWith(
      'sms.customer@example.com',
      { firstName: 'Oliver', lastName: 'Online', dateOfBirth: '1979-07-30', documentNumber: '987-65-4321' },
      '43004',
    );
    expect((await as.call('owner', PREPARE, { id })).data?.prepareForEnrollment).toMatchObject({
      result: 'DENIED',
      event: 'USER_ALREADY_EXISTS',
    });
  });

  it('enrolls Maria’s record into the applicant’s account when everything matches', async () => {
    const { as, id } = await applicationWith('new.customer@example.com', {
      firstName: 'maria',
      lastName: 'LOPEZ',
      dateOfBirth: '04/12/1985',
      documentNumber: '123-45-6789',
    });
    const body = await as.call('owner', PREPARE, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data?.prepareForEnrollment).toMatchObject({
      result: 'THANK_YOU',
      event: 'EMAIL_VERIFIED',
      email: 'new.customer@example.com',
      firstName: 'Maria',
    });
    expect((await as.call('owner', SEARCH)).data?.customerSystemSearch).toMatchObject({
      customerType: 'RETAIL_RETURNING',
      isReturningRetailCustomer: true,
    });
    // Again: already theirs.
    expect((await as.call('owner', PREPARE, { id })).data?.prepareForEnrollment).toMatchObject({
      result: 'THANK_YOU',
      event: 'USER_ALREADY_EXISTS',
    });
  });

  it('asks for the personal step first', async () => {
    const as = await callersFor(h, 'sms.email.customer@example.com', 'online.returning@example.com');
    const created = await as.call('owner', CREATE, {
      a: { userInformation: { email: 'sms.email.customer@example.com' } },
    });
    const id = (created.data?.createApplication as { id: string }).id;
    expect(errorCode(await as.call('owner', PREPARE, { id }))).toBe('BAD_USER_INPUT');
  });
});

describe('decideLink', () => {
  const record = { id: 'r1', userId: null };
  it.each([
    [{ record, matches: true, callerUserId: 'u1', callerRecordId: 'r1' }, 'THANK_YOU', 'USER_ALREADY_EXISTS', false],
    [{ record: null, matches: false, callerUserId: 'u1', callerRecordId: null }, 'DENIED', 'CUSTOMER_NOT_FOUND', false],
    [{ record, matches: false, callerUserId: 'u1', callerRecordId: null }, 'DENIED', 'CUSTOMER_NOT_FOUND', false],
    [
      { record: { id: 'r1', userId: 'u2' }, matches: true, callerUserId: 'u1', callerRecordId: null },
      'DENIED',
      'USER_ALREADY_EXISTS',
      false,
    ],
    [{ record, matches: true, callerUserId: 'u1', callerRecordId: 'r9' }, 'DENIED', 'USER_ALREADY_EXISTS', false],
    [{ record, matches: true, callerUserId: 'u1', callerRecordId: null }, 'THANK_YOU', 'EMAIL_VERIFIED', true],
  ])('%o → %s / %s', (facts, result, event, link) => {
    expect(decideLink(facts)).toEqual({ result, event, link });
  });
});
