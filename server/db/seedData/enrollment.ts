// The demo customer records without a portal account, for enrollment.
import type { BrandKey } from '../../../brands/catalog';
import { ohio, type DemoCustomer } from './types';

/** Loan-system records with no portal account yet: enrollment finds these. */
export const UNENROLLED_CUSTOMERS: (DemoCustomer & { email: string; brand: BrandKey })[] = [
  {
    email: 'maria.lopez@example.com',
    brand: 'lumen',
    ...ohio,
    firstName: 'Maria',
    lastName: 'Lopez',
    dateOfBirth: '1985-04-12',
    ssn: '123456789',
    phone: '6145550901',
    customerType: 'RETAIL_RETURNING',
    isCoreCustomer: false,
    hasRetailPresence: true,
    retailBoCode: '0417',
    qFundCustomerId: 'QF-900901',
  },
];
