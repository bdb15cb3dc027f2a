// Issue 14's "README lists the demo loans": every loan the seed gives a demo customer still owing on it is in the README's "Demo loans"
// table with its customer's e-mail and loan number, and every customer that table names is one the seed makes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seedData';
import { ACTIVE_STATUSES } from '../../../server/loans/repository';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(
  readme.indexOf('### Demo loans'),
  readme.indexOf('\n## ', readme.indexOf('### Demo loans')),
);
/** The table's rows: each `| emails | loan | page |`. */
const rows = section.split('\n').filter((line) => line.startsWith('| `'));

describe('README "Demo loans"', () => {
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
});
