// Seeds the demo data into an empty database, and restores it on /dev/reset. Users go through the identity
// service so their SRP verifiers are computed exactly as for a real sign-up.
import { eq, sql } from 'drizzle-orm';
import type { Identity } from '../identity/types';
import type { Cipher } from './cipher';
import type { Db } from './client';
import { ssnDigest } from '../customers/ssn';
import { demoApplicantProduct, demoApplicationData, pastApplications } from './seedApplications';
import { fedBox, singlePaymentFedBox } from '../../src/lib/lending';
import { plusDays, todayEastern } from '../../src/lib/application/dates';
import { keepLoanAgreement } from '../loans/agreement';
import { ACTIVE_STATUSES, insertLoan, type NewLoan } from '../loans/repository';
import { applications, customers, legacyRecords, stores } from './schema';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STORES,
  UNENROLLED_CUSTOMERS,
  type DemoCustomer,
  type DemoLoan,
} from './seedData';
import { LOCATOR_STORES } from './seedStores';

const DAY = 86_400_000;

/** Tables emptied by a reset; signing keys stay so the JWKS does not churn. */
const RESET_TABLES = [
  'audit_log',
  'outbox',
  'devices',
  'applications',
  'payments',
  'loan_schedule',
  'loans',
  'legacy_records',
  'customers',
  'verification_codes',
  'auth_sessions',
  'refresh_tokens',
  'identities',
  'enrollment_identities',
  'users',
  'stores',
  'feature_flags',
  'denied_devices',
  'sign_in_failures',
  'sign_in_risk',
  'throttle_events',
  'mfa_challenges',
  'code_challenges',
  'enrollments',
  'recent_proofs',
  'rechecks',
];

export { isSeeded } from './seedCheck';

export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${RESET_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}

function customerValues(c: DemoCustomer, cipher: Cipher, email: string, brand: string, userId: string | null) {
  return {
    userId,
    email,
    brand,
    firstName: c.firstName,
    lastName: c.lastName,
    dateOfBirth: c.dateOfBirth,
    ssnEncrypted: cipher.encrypt(c.ssn),
    ssnHash: ssnDigest(cipher, c.ssn),
    ssnLast4: c.ssn.slice(-4),
    phone: c.phone,
    addressLine1: c.addressLine1,
    city: c.city,
    stateCode: c.stateCode,
    zipCode: c.zipCode,
    customerType: c.customerType,
    isCoreCustomer: c.isCoreCustomer,
    hasRetailPresence: c.hasRetailPresence,
    boCode: c.boCode ?? null,
    retailBoCode: c.retailBoCode ?? null,
    loanProCustomerId: c.loanProCustomerId ?? null,
    qFundCustomerId: c.qFundCustomerId ?? null,
    mfaPreference: c.mfaPreference ?? 'EMAIL',
  };
}

export async function seedDemoData(db: Db, cipher: Cipher, identity: Identity, now = new Date()): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const c = account.customer;
    const attributes: Record<string, string> = {
      name: account.firstName,
      family_name: account.lastName,
      'custom:brand': account.brand,
      'custom:source': account.brand,
      'custom:isPasswordless': 'false',
    };
    if (c?.boCode) attributes['custom:boCode'] = c.boCode;
    if (c?.retailBoCode) attributes['custom:retailBoCode'] = c.retailBoCode;
    if (c?.loanProCustomerId) attributes['custom:loanProCustomerId'] = c.loanProCustomerId;
    if (c?.qFundCustomerId) attributes['custom:qFundCustomerId'] = c.qFundCustomerId;
    const sub = await identity.adminCreateUser({
      email: account.email,
      password: DEMO_PASSWORD,
      groups: account.groups ?? [],
      attributes,
      emailVerified: true,
      identities: account.identities ?? [],
    });
    let customerId: string | null = null;
    if (c) {
      const [row] = await db
        .insert(customers)
        .values(customerValues(c, cipher, account.email, account.brand, sub))
        .returning({ id: customers.id });
      customerId = row?.id ?? null;
    }
    for (const loan of account.loans ?? []) {
      if (!customerId || !c) throw new Error(`Demo loan ${loan.loanNumber} needs a customer record`);
      await insertDemoLoan(db, customerId, account.brand, loan, now, borrowerOf(c));
    }
    if (c && customerId) {
      const system = c.qFundCustomerId ? 'QFUND' : 'LOANPRO';
      const code = c.qFundCustomerId ?? c.loanProCustomerId ?? `C-${c.ssn.slice(-4)}`;
      await db.insert(legacyRecords).values({
        customerId,
        sourceSystem: system,
        customerCode: code,
        channel: c.hasRetailPresence ? 'RETAIL' : 'ONLINE',
        brand: account.brand,
      });
    }
    if (account.application) {
      const at = new Date(now.getTime() - account.application.daysAgo * DAY);
      await db.insert(applications).values({
        customerId,
        email: account.email,
        applicationNumber: `APP-${account.email.split('@')[0]?.replace(/\W/g, '').toUpperCase()}`,
        brand: account.brand,
        stateCode: account.application.stateCode,
        applicationUrl: account.application.applicationUrl,
        preferredProductCode: demoApplicantProduct(account.email),
        data: (demoApplicationData(account.email, cipher) ?? {
          userInformation: { email: account.email },
          customerInformation: { personalInformation: { firstName: account.firstName, lastName: account.lastName } },
        }) as Record<string, unknown>,
        createdAt: at,
        modifiedAt: at,
      });
    }
  }
  for (const account of DEMO_ACCOUNTS) {
    if (!account.conditionalApproval) continue;
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, account.email))
      .limit(1);
    const at = new Date(now.getTime() - account.conditionalApproval.daysAgo * DAY);
    // Approved online, finished in the store (server/loans/conditionalApproval.ts): RETAIL, APPROVED, no state.
    await db.insert(applications).values({
      customerId: owner?.id ?? null,
      email: account.email,
      applicationNumber: `APP-COND-${account.conditionalApproval.storeNumber}-${account.email.length}`,
      brand: account.brand,
      channel: 'RETAIL',
      status: 'APPROVED',
      stateCode: 'OH',
      preferredProductCode: 'PDL',
      applicationUrl: '/application/thank-you',
      data: {
        userInformation: { email: account.email },
        storeInformation: { storeNumber: account.conditionalApproval.storeNumber, brandName: 'harbor' },
      },
      createdAt: at,
      modifiedAt: at,
    });
  }
  for (const past of pastApplications(cipher)) {
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, past.email))
      .limit(1);
    const at = new Date(now.getTime() - past.daysAgo * DAY);
    await db.insert(applications).values({
      customerId: owner?.id ?? null,
      email: past.email,
      applicationNumber: `APP-PAST-${past.loanNumber}`,
      brand: 'lumen',
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      stateCode: 'OH',
      preferredProductCode: 'PDL',
      loanNumber: past.loanNumber,
      applicationUrl: '/application/thank-you',
      data: past.data as Record<string, unknown>,
      createdAt: at,
      modifiedAt: at,
    });
  }
  for (const record of UNENROLLED_CUSTOMERS) {
    const [row] = await db
      .insert(customers)
      .values(customerValues(record, cipher, record.email, record.brand, null))
      .returning({ id: customers.id });
    if (row) {
      await db.insert(legacyRecords).values({
        customerId: row.id,
        sourceSystem: 'QFUND',
        customerCode: record.qFundCustomerId ?? 'QF-UNKNOWN',
        channel: 'RETAIL',
        brand: record.brand,
      });
    }
  }
  await db.insert(stores).values([...DEMO_STORES, ...LOCATOR_STORES]);
}

/** The borrower as a loan agreement names them: name, and the address on file on one line. */
const borrowerOf = (c: DemoCustomer) => ({
  name: `${c.firstName} ${c.lastName}`,
  address: `${c.addressLine1}, ${c.city}, ${c.stateCode} ${c.zipCode}`,
});

/**
 * One demo loan: a single-pay loan owes principal and fee on its due date; an installment loan gets its Appendix J
 * schedule (bi-weekly from the due date), the first installment due. A loan still owed has its signed agreement on
 * file, drawn from the same figures by the same agreement as a loan made in the portal.
 */
async function insertDemoLoan(
  db: Db,
  customerId: string,
  brand: string,
  loan: DemoLoan,
  now: Date,
  borrower: { name: string; address: string },
): Promise<void> {
  // Due dates are lender calendar days (US Eastern), as the account page counts the days to them; a UTC date would
  // be a day out every evening from 7 or 8 pm Eastern.
  const dueDate = plusDays(todayEastern(now), loan.dueInDays);
  const originatedAt = new Date(now.getTime() - loan.originatedDaysAgo * DAY);
  const common = {
    customerId,
    loanNumber: loan.loanNumber,
    productCode: loan.productCode,
    channel: loan.channel,
    brand,
    sourceSystem: loan.sourceSystem,
    status: loan.status,
    principalCents: loan.principalCents,
    aprBps: loan.aprBps,
    dueDate,
    originatedAt,
    conversionTypes: loan.conversionTypes ?? [],
    pastDueCents: loan.pastDueCents ?? 0,
    debitCardLast4: loan.debitCardLast4 ?? null,
    bankAccountLast4: loan.bankAccountLast4 ?? null,
    convertedFromLoanNumber: loan.convertedFromLoanNumber ?? null,
  };
  const [row, figures] = loan.installments
    ? await insertInstallmentLoan(db, common, loan.installments)
    : await insertSinglePayLoan(db, common, loan.feeCents);
  if (ACTIVE_STATUSES.includes(row.status)) await keepLoanAgreement(db, row, figures, borrower);
}

/** A demo loan's columns before its figures (finance charge, payoff) are worked out. */
type DemoLoanValues = Omit<NewLoan, 'financeChargeCents' | 'payoffCents'> & { originatedAt: Date };

async function insertSinglePayLoan(db: Db, common: DemoLoanValues, feeCents: number) {
  const figures = singlePaymentFedBox({
    amountFinancedCents: common.principalCents,
    financeChargeCents: feeCents,
    consummationDate: todayEastern(common.originatedAt),
    dueDate: common.dueDate,
  });
  const row = await insertLoan(db, {
    ...common,
    financeChargeCents: feeCents,
    feeCents,
    payoffCents: figures.totalOfPaymentsCents,
    amountDueCents: figures.totalOfPaymentsCents,
  });
  return [row, figures] as const;
}

async function insertInstallmentLoan(db: Db, common: DemoLoanValues, installments: number) {
  const box = fedBox({
    amountFinancedCents: common.principalCents,
    contractAprPercent: common.aprBps / 100,
    numberOfPayments: installments,
    frequency: 'BI',
    consummationDate: todayEastern(common.originatedAt),
    firstPaymentDate: common.dueDate,
  });
  const row = await insertLoan(db, {
    ...common,
    aprBps: Math.round(box.aprPercent * 100),
    interestRateBps: box.interestRateBps,
    financeChargeCents: box.financeChargeCents,
    feeCents: 0,
    // The payoff as of origination. What is shown and charged is the loan's ledger on the day: the principal
    // outstanding plus interest accrued since the last posting (server/payments/ledger.ts); this is only a snapshot.
    payoffCents: common.principalCents,
    paymentFrequency: 'BI',
    numberOfPayments: installments,
    schedule: box.schedule.map((r) => ({
      installmentNumber: r.number,
      dueDate: r.dueDate,
      paymentCents: r.paymentCents,
      principalCents: r.principalCents,
      interestCents: r.interestCents,
      balanceCents: r.balanceCents,
    })),
  });
  return [row, box] as const;
}
