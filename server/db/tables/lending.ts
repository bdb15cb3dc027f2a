// What the loan systems know: customers (linked to a portal user once enrolled), their legacy records, loans,
// applications and stores.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/** A lender's customer as the loan systems know them; a portal user links to one by `userId` once enrolled. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(), // ISO yyyy-mm-dd
    ssnEncrypted: text('ssn_encrypted').notNull(), // AES-256-GCM, see server/db/cipher.ts
    ssnHash: text('ssn_hash').notNull(), // HMAC-SHA256 for equality search without decrypting
    ssnLast4: text('ssn_last4').notNull(),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    zipCode: text('zip_code'),
    brand: text('brand').notNull(),
    /** NEW | ONLINE_RETURNING | RETAIL_RETURNING | OMNI_RETURNING */
    customerType: text('customer_type').notNull().default('NEW'),
    isCoreCustomer: boolean('is_core_customer').notNull().default(false),
    hasRetailPresence: boolean('has_retail_presence').notNull().default(false),
    boCode: text('bo_code'),
    retailBoCode: text('retail_bo_code'),
    loanProCustomerId: text('loan_pro_customer_id'),
    qFundCustomerId: text('q_fund_customer_id'),
    isPasswordless: boolean('is_passwordless').notNull().default(false),
    /** How the customer wants multi-factor codes: EMAIL | PHONE | PHONE_AND_EMAIL (server/mfa/decide.ts). */
    mfaPreference: text('mfa_preference').notNull().default('EMAIL'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_ssn_hash_idx').on(t.ssnHash),
    index('customers_email_idx').on(t.email),
    // Sign-up looks a record up by its e-mail whatever its case (server/signUp/triggers.ts).
    index('customers_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Records in the legacy loan systems (STARS3X, STARS4X, CONNECTIONS, LOANPRO, QFUND) behind a customer. */
export const legacyRecords = pgTable('legacy_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  sourceSystem: text('source_system').notNull(),
  customerCode: text('customer_code').notNull(),
  channel: text('channel').notNull(), // ONLINE | RETAIL
  brand: text('brand').notNull(),
  createdAt: createdAt(),
});

/** Loans; money is integer cents, rates are basis points of APR. */
export const loans = pgTable('loans', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  loanNumber: text('loan_number').notNull().unique(),
  productCode: text('product_code').notNull(),
  channel: text('channel').notNull(),
  brand: text('brand').notNull(),
  sourceSystem: text('source_system').notNull(),
  status: text('status').notNull(),
  principalCents: integer('principal_cents').notNull(),
  financeChargeCents: integer('finance_charge_cents').notNull(),
  feeCents: integer('fee_cents').notNull().default(0),
  payoffCents: integer('payoff_cents').notNull(),
  /** The APR disclosed (Appendix J). */
  aprBps: integer('apr_bps').notNull(),
  /**
   * The contract rate an installment loan accrues simple daily interest at (its disclosed schedule is its ledger at
   * this rate); null for a single-payment loan, which owes a flat fee. Loans written before it existed accrue at apr_bps.
   */
  interestRateBps: integer('interest_rate_bps'),
  dueDate: text('due_date').notNull(), // ISO yyyy-mm-dd
  originatedAt: timestamp('originated_at', { withTimezone: true }).notNull(),
  conversionTypes: text('conversion_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // The account pages' columns: defaults keep inserts that do not name them working.
  /** WK | BI | BIM | MON; null for a single-pay loan. */
  paymentFrequency: text('payment_frequency'),
  numberOfPayments: integer('number_of_payments').notNull().default(1),
  /** What the next payment asks for, in cents (the installment due, or the payoff of a single-pay loan). */
  amountDueCents: integer('amount_due_cents').notNull().default(0),
  /** What fell due and was not paid, in cents (part of amount_due_cents). */
  pastDueCents: integer('past_due_cents').notNull().default(0),
  convertedFromLoanNumber: text('converted_from_loan_number'),
  /** The repayment methods on file for this loan, last 4 only (the full numbers stay in the loan system). */
  bankAccountLast4: text('bank_account_last4'),
  debitCardLast4: text('debit_card_last4'),
  createdAt: createdAt(),
});

/** Loan applications; the nested sections of an application live in `data`. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    applicationNumber: text('application_number').notNull().unique(),
    applicationType: text('application_type').notNull().default('STANDARD'),
    applicationSource: text('application_source').notNull().default('SAGA_APPLICATION_ONLINE'),
    brand: text('brand').notNull(),
    channel: text('channel').notNull().default('ONLINE'),
    status: text('status').notNull().default('UNSUBMITTED'),
    applicationState: text('application_state'),
    stateCode: text('state_code'),
    preferredProductCode: text('preferred_product_code'),
    loanNumber: text('loan_number'),
    applicationUrl: text('application_url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_email_idx').on(t.email)],
);

export const stores = pgTable('stores', {
  storeNumber: text('store_number').primaryKey(),
  storeName: text('store_name').notNull(),
  brand: text('brand').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone').notNull(),
  /** Monday..Sunday: { openTime, closeTime, closed } */
  hours: jsonb('hours').$type<{ openTime: string; closeTime: string; closed: boolean }[]>().notNull(),
  active: boolean('active').notNull().default(true),
});
