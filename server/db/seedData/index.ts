// The demo data the README and docs/seed-data.md document (a contract the tests rely on), one file per kind of record;
// this index is what server/db/seed.ts reads. Add freely; change nothing listed there.
import { CUSTOMER_ACCOUNTS, STAFF_ACCOUNTS } from './accounts';
import { ACCOUNT_PAGE_CUSTOMERS } from './loans';
import type { DemoAccount } from './types';

export type { DemoAccount, DemoCustomer, DemoLoan } from './types';
export { UNENROLLED_CUSTOMERS } from './enrollment';
export { DEMO_STORES } from './stores';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Every portal account, in the order they are seeded. */
export const DEMO_ACCOUNTS: DemoAccount[] = [...CUSTOMER_ACCOUNTS, ...ACCOUNT_PAGE_CUSTOMERS, ...STAFF_ACCOUNTS];
