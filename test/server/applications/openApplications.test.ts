// Which application is offered for resuming (server/applications/openApplications.ts): the newest unsubmitted one
// modified in the last 21 days, narrowed to a loan's when a loan number is asked for. Its statement is built once per
// database and bound per call (server/db/prepared.ts), so one call's values never answer another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResumableApplication } from '../../../server/applications/openApplications';
import { insertApplication, updateApplication } from '../../../server/applications/repository';
import { preparedPerDatabase } from '../../../server/db/prepared';
import type { Db } from '../../../server/db/client';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;

async function application(email: string, loanNumber: string | null, modifiedAt: Date) {
  const db = h.server.services.db;
  const row = await insertApplication(db, { email, brand: 'lumen', loanNumber, data: {} });
  return updateApplication(db, row.id, {}, modifiedAt);
}

describe('findResumableApplication', () => {
  it('answers the newest of the last 21 days, or the one for the loan asked for, per e-mail', async () => {
    const db = h.server.services.db;
    const now = new Date();
    const older = await application('resumer.one@example.com', 'PDL-7000001', new Date(now.getTime() - 5 * DAY));
    const newer = await application('resumer.one@example.com', null, new Date(now.getTime() - DAY));
    const other = await application('resumer.two@example.com', null, new Date(now.getTime() - DAY));
    expect((await findResumableApplication(db, 'Resumer.One@example.com', { now }))?.id).toBe(newer.id);
    expect(
      (await findResumableApplication(db, 'resumer.one@example.com', { loanNumber: 'PDL-7000001', now }))?.id,
    ).toBe(older.id);
    expect(
      await findResumableApplication(db, 'resumer.one@example.com', { loanNumber: 'PDL-7000002', now }),
    ).toBeNull();
    expect((await findResumableApplication(db, 'resumer.two@example.com', { now }))?.id).toBe(other.id);
    // Three weeks on, the newest is 22 days old: nothing is offered any more.
    expect(
      await findResumableApplication(db, 'resumer.one@example.com', { now: new Date(now.getTime() + 21 * DAY) }),
    ).toBeNull();
    expect(await findResumableApplication(db, 'resumer.three@example.com', { now })).toBeNull();
  });
});

describe('preparedPerDatabase', () => {
  it('builds once per database, and separately for each', () => {
    const built: unknown[] = [];
    const statement = preparedPerDatabase((db) => {
      built.push(db);
      return { for: db };
    });
    const one = {} as Db;
    const two = {} as Db;
    expect(statement(one).for).toBe(one);
    expect(statement(one).for).toBe(one);
    expect(statement(two).for).toBe(two);
    expect(built).toEqual([one, two]);
  });
});
