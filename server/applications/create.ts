// Starting an application: a new customer's empty one (createApplication), a returning customer's with what the loan
// systems already know carried over so the personal step is skipped (createReturningApplication), a copy of another
// application's base under another brand (cloneApplicationBase), and the open loan a conversion starts from.
import { and, desc, eq } from 'drizzle-orm';
import { BRANDS, DEFAULT_BRAND, isBrandKey, type BrandKey } from '../../brands/catalog';
import type { Db } from '../db/client';
import type { customers } from '../db/schema';
import { applications, loans, stores } from '../db/schema';
import { dataOf, type ApplicationData, type StoredPersonal } from './data';
import type { ApplicationRow } from './openApplications';

type CustomerRow = typeof customers.$inferSelect;
type LoanRow = typeof loans.$inferSelect;

/** The brand an application is filed under: the one named, else the request's, else the default. */
export function brandOf(...candidates: (string | null | undefined)[]): BrandKey {
  for (const c of candidates) if (isBrandKey(c)) return c;
  return DEFAULT_BRAND;
}

/** The personal and contact sections a loan-system record fills in (its SSN stays sealed as it is on the record). */
export function knownSections(customer: CustomerRow, accountEmail: string): ApplicationData['customerInformation'] {
  return {
    personalInformation: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      dateOfBirth: customer.dateOfBirth,
      documentType: 'SSN',
      documentNumberSealed: customer.ssnEncrypted,
      documentNumberLast4: customer.ssnLast4,
      stateIdType: null,
      driverLicenseNumberSealed: null,
      driverLicenseNumberLast4: null,
      driverLicenseStateCode: null,
      stateIdExpirationDate: null,
    },
    contactInformation: {
      address: {
        addressLine1: customer.addressLine1,
        addressLine2: customer.addressLine2,
        cityName: customer.city,
        stateCode: customer.stateCode,
        zipCode: customer.zipCode,
      },
      phones: customer.phone
        ? [{ type: 'C', number: customer.phone, extension: null, phonePreference: 'PRIMARY' }]
        : [],
      emails: [{ type: 'PRIMARY', email: accountEmail, verified: true }],
    },
  };
}

/** The store a retail or omni-channel customer borrowed at (their retail business office), when it still exists. */
export async function homeStoreOf(
  db: Db,
  customer: CustomerRow,
): Promise<{ storeNumber: string; brandName: string } | null> {
  if (!customer.retailBoCode) return null;
  const [store] = await db
    .select({ storeNumber: stores.storeNumber, brandName: stores.brand })
    .from(stores)
    .where(and(eq(stores.storeNumber, customer.retailBoCode), eq(stores.active, true)))
    .limit(1);
  return store ?? null;
}

/** The customer's loan with this number, or their open loan eligible for `type` when no number is given. */
export async function loanFor(
  db: Db,
  customerId: string,
  loanNumber: string | null | undefined,
  type: 'CONVERSION' | 'REFINANCE' | 'EPP',
): Promise<LoanRow | null> {
  const rows = await db.select().from(loans).where(eq(loans.customerId, customerId)).orderBy(desc(loans.originatedAt));
  if (loanNumber) return rows.find((l) => l.loanNumber === loanNumber) ?? null;
  return rows.find((l) => l.status === 'OPEN' && l.conversionTypes.includes(type)) ?? null;
}

export const isEligibleFor = (loan: LoanRow, type: string): boolean =>
  loan.status === 'OPEN' && loan.conversionTypes.includes(type);

/** The original-loan and conversion sections of an application about this loan. */
export function loanSections(loan: LoanRow): Pick<ApplicationData, 'originalLoanDetails' | 'conversionDetails'> {
  const originalTermDays = Math.round(
    (Date.parse(`${loan.dueDate}T00:00:00Z`) - loan.originatedAt.getTime()) / 86_400_000,
  );
  return {
    originalLoanDetails: {
      loanNumber: loan.loanNumber,
      productCode: loan.productCode as NonNullable<ApplicationData['originalLoanDetails']>['productCode'],
      payoffAmount: loan.payoffCents,
      dueDate: loan.dueDate,
      principal: loan.principalCents,
      totalAmountDue: loan.payoffCents,
      loanDisplayNumber: loan.loanNumber.replace(/^.*-/, '***'),
      sourceSystem: loan.sourceSystem as NonNullable<ApplicationData['originalLoanDetails']>['sourceSystem'],
      originalLoanTerm: Math.max(originalTermDays, 1),
      financeCharge: loan.financeChargeCents,
    },
    conversionDetails: {
      loanNumber: loan.loanNumber,
      productCode: 'ILP',
      payoffAmount: loan.payoffCents,
    },
  };
}

/** The base a clone starts from: who the customer is and where they live, never income, store or answers. */
export function clonedBase(source: ApplicationRow, data: ApplicationData): ApplicationData {
  return {
    userInformation: data.userInformation ?? { email: source.email },
    customerInformation: {
      personalInformation: data.customerInformation?.personalInformation,
      contactInformation: data.customerInformation?.contactInformation,
      additionalInformation: data.customerInformation?.additionalInformation,
    },
    clonedFrom: source.id,
  };
}

export const brandName = (brand: BrandKey): string => BRANDS[brand].name;

/**
 * What the customer's earlier applications add to the loan-system record: their state ID (unless it has expired) and
 * how long they have lived at the address. The newest application that has an ID wins.
 */
export async function carriedOver(
  db: Db,
  email: string,
  today: string,
): Promise<{ stateId: Partial<StoredPersonal>; additional: ApplicationData['customerInformation'] }> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.email, email.toLowerCase()))
    .orderBy(desc(applications.modifiedAt));
  for (const row of rows) {
    const info = dataOf(row).customerInformation;
    const p = info?.personalInformation;
    if (!p?.driverLicenseNumberSealed) continue;
    if (p.stateIdExpirationDate && p.stateIdExpirationDate < today) continue;
    return {
      stateId: {
        stateIdType: p.stateIdType ?? null,
        driverLicenseNumberSealed: p.driverLicenseNumberSealed,
        driverLicenseNumberLast4: p.driverLicenseNumberLast4 ?? null,
        driverLicenseStateCode: p.driverLicenseStateCode ?? null,
        stateIdExpirationDate: p.stateIdExpirationDate ?? null,
      },
      additional: info?.additionalInformation ? { additionalInformation: info.additionalInformation } : {},
    };
  }
  return { stateId: {}, additional: {} };
}
