// docs/seed-data.md lists the demo loans: every loan the seed gives a demo customer still owing on it is in its "Demo
// loans" table with its customer's e-mail and loan number, and every customer that table names is one the seed makes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seedData';
import { ACTIVE_STATUSES } from '../../../server/loans/repository';
import { openLedger, payoffOn } from '../../../src/lib/lending/ledger';
import { formatCents } from '../../../src/lib/money';

const doc = readFileSync(new URL('../../../docs/seed-data.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Demo loans'), doc.indexOf('\n## ', doc.indexOf('## Demo loans')));
/** The table's rows: each `| emails | loan | page |`. */
const rows = section.split('\n').filter((line) => line.startsWith('| `'));

describe('docs/seed-data.md "Demo loans"', () => {
  it('lists every seeded loan still owed with its customer', () => {
    const loans = DEMO_ACCOUNTS.flatMap((a) =>
      (a.loans ?? [])
        .filter((loan) => ACTIVE_STATUSES.includes(loan.status))
        .map((loan) => ({ email: a.email, loan: loan.loanNumber })),
    );
    expect(loans.length).toBeGreaterThanOrEqual(8);
    for (const { email, loan } of loans) {
      const row = rows.find((r) => r.includes(`\`${email}\``));
      expect(row, email).toBeDefined();
      expect(row, email).toContain(`\`${loan}\``);
    }
  });

  it('names only customers the seed makes', () => {
    const seeded = new Set(DEMO_ACCOUNTS.map((a) => a.email));
    const named = rows.flatMap((r) => [...r.split('|')[1]!.matchAll(/`([^`]+@[^`]+)`/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThanOrEqual(11);
    for (const email of named) expect(seeded.has(email), email).toBe(true);
  });

  it('gives each installment loan’s balance on the day it is seeded, and its daily growth, as the ledger does', () => {
    const installments = DEMO_ACCOUNTS.flatMap((a) =>
      (a.loans ?? []).filter((l) => l.installments && l.status === 'OPEN').map((loan) => ({ email: a.email, loan })),
    );
    expect(installments.length).toBeGreaterThanOrEqual(1);
    for (const { email, loan } of installments) {
      const terms = {
        principalCents: loan.principalCents,
        accrualAprBps: loan.aprBps,
        chargeCents: 0,
        openedOn: '2026-01-01',
      };
      const seededDay = `2026-01-${String(1 + loan.originatedDaysAgo).padStart(2, '0')}`;
      const balance = payoffOn(terms, openLedger(terms), seededDay);
      const perDay = Math.round((loan.principalCents * loan.aprBps) / 10_000 / 365);
      const row = rows.find((r) => r.includes(`\`${email}\``))!;
      expect(row).toContain(`balance ${formatCents(balance)} that day, ${formatCents(perDay)} more a day`);
    }
  });
});
