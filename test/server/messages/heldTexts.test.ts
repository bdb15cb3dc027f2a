// Property: a held text is never sent inside quiet hours. For random customers' addresses (one zone, a split
// state's border with two, none known) and random moments a text is decided and the scheduler looks afterwards, the
// text goes at the first look that falls in the allowed hours of every zone the customer may be in, and never at a
// look at night in any of them (a look at night after its morning holds it again); its row says when it went.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { customers } from '../../../server/db/schema';
import { runNextHeldText } from '../../../server/messages/held';
import { sendMessage } from '../../../server/messages/send';
import { isQuietIn, nextTextTime } from '../../../server/preferences/quietHours';
import { zonesOf } from '../../../server/preferences/timeZones';
import { startHarness, type Harness } from '../harness';
import { customerOf, decided, giveConsentTo, type CustomerRow } from './messageHelpers';

let h: Harness;
let db: Db;
let sam: CustomerRow;

beforeAll(async () => {
  h = await startHarness({}, { paymentWorker: { enabled: false }, paymentScheduler: { enabled: false } });
  db = h.server.services.db;
  sam = await customerOf(db, 'sms.customer@example.com');
  await giveConsentTo(db, sam, new Date('2026-01-01T12:00:00Z'));
}, 60_000);
afterAll(() => h.close());

/** Addresses across the zones: one zone, two (a split state's border), Arizona's two, Hawaii, and none on file. */
const ADDRESSES: [string | null, string | null][] = [
  ['OH', '43215'],
  ['CA', '94103'],
  ['HI', '96813'],
  ['AK', '99501'],
  ['AZ', '86511'],
  ['KY', '42701'],
  ['TX', '79901'],
  ['FL', null],
  [null, null],
];

const decidedAt = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});
/** Minutes after the decision at which the scheduler looks, up to two days. */
const looks = fc
  .uniqueArray(fc.integer({ min: 1, max: 48 * 60 }), { maxLength: 12 })
  .map((l) => l.sort((a, b) => a - b));

let runs = 0;

describe('held texts', () => {
  it('are never sent inside quiet hours, and go at the first look allowed everywhere the customer may be', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ADDRESSES), decidedAt, looks, async ([stateCode, zipCode], at, minutes) => {
        runs += 1;
        const subject = `property:${runs}`;
        await db.update(customers).set({ stateCode, zipCode }).where(eq(customers.id, sam.id));
        const zones = zonesOf(stateCode, zipCode);
        const quiet = (t: Date) => zones.some((zone) => isQuietIn(t, zone));
        await db.transaction((tx) =>
          sendMessage(
            tx,
            h.server.services.outbox,
            {
              customerId: sam.id,
              kind: 'PAYMENT_RECEIVED',
              subject,
              brand: 'lumen',
              facts: { loanNumber: 'PDL-1', amountCents: 100, day: '2026-12-21' },
              channels: ['SMS'],
            },
            at,
          ),
        );
        const allowedFrom = nextTextTime(at, zones);
        const seen = minutes.map((m) => new Date(at.getTime() + m * 60_000));
        // A last look at the first allowed instant after every other, so the text has gone by the end.
        const times = [...seen, nextTextTime(new Date(Math.max(allowedFrom.getTime(), ...seen.map(Number))), zones)];
        for (const t of times) {
          while (await runNextHeldText({ db, outbox: h.server.services.outbox }, t));
          const row = (await decided(db, subject)).SMS!;
          if (row.status === 'SENT') break;
          expect(row.status).toBe('HELD');
          expect(row.sendAfter!.getTime()).toBeGreaterThan(t.getTime());
        }
        const row = (await decided(db, subject)).SMS!;
        expect(row.status).toBe('SENT');
        const firstAllowedLook = [at, ...times].find((t) => t >= allowedFrom && !quiet(t));
        expect(row.sentAt).toEqual(firstAllowedLook);
        expect(quiet(row.sentAt!)).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
