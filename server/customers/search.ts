// Customer searches used at sign-in and enrollment: what the loan systems know about a customer, found by the
// signed-in e-mail or by SSN. Answers carry flags and names only; never the SSN itself. An SSN look-up only ever
// answers about the one record the caller may see (SsnViewer); every other SSN reads as no record.
import { eq } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { findPendingApplication, findResumableApplication } from '../applications/openApplications';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, users } from '../db/schema';
import { ssnDigest } from './ssn';

export type CustomerRow = typeof customers.$inferSelect;

const RETAIL_TYPES = ['RETAIL_RETURNING', 'OMNI_RETURNING'];

export interface SystemSearchResult {
  hasOpenApplication: boolean;
  isReturningRetailCustomer: boolean;
  isReturningCustomer: boolean;
  isCoreCustomer: boolean;
  hasRetailPresence: boolean;
  hasOnlinePendingOrigination: boolean;
  hasPendingApplication: boolean;
  pendingApplicationBrand: string | null;
  pendingApplicationId: string | null;
  firstName: string | null;
  lastName: string | null;
  stateCode: string | null;
  boCode: string | null;
  retailBoCode: string | null;
  customerType: 'NEW' | 'ONLINE_RETURNING' | 'RETAIL_RETURNING' | 'OMNI_RETURNING';
  channel: 'ONLINE' | 'RETAIL';
}

/**
 * The loan-system record of the portal account with this e-mail: the one linked to it (customers.user_id, set at
 * seeding or by enrollment). Never a record found by its e-mail on file alone: an enrolled customer may have signed
 * up with another e-mail, and an unlinked record is not yet anyone's account.
 */
export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.username, email.trim().toLowerCase()))
    .limit(1);
  return row?.customer ?? null;
}

/** The e-mail a record's applications are filed under: its portal account's, or the one on file before enrollment. */
async function applicationsEmailOf(db: Db, customer: CustomerRow): Promise<string> {
  if (!customer.userId) return customer.email;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, customer.userId)).limit(1);
  return user?.email ?? customer.email;
}

export async function customerSystemSearch(db: Db, email: string): Promise<SystemSearchResult> {
  return describeCustomer(db, await findCustomerByEmail(db, email), email);
}

/** What the loan systems know about a record (null: a new customer), with applications filed under `email`. */
async function describeCustomer(db: Db, customer: CustomerRow | null, email: string): Promise<SystemSearchResult> {
  const [resumable, pending] = await Promise.all([
    findResumableApplication(db, email),
    findPendingApplication(db, email),
  ]);
  let firstName = customer?.firstName ?? null;
  let lastName = customer?.lastName ?? null;
  if (!customer) {
    // A new customer has no loan-system record yet; the names they signed up with live on the identity.
    const [user] = await db.select().from(users).where(eq(users.username, email.toLowerCase())).limit(1);
    firstName = user?.attributes.name ?? null;
    lastName = user?.attributes.family_name ?? null;
  }
  const customerType = (customer?.customerType ?? 'NEW') as SystemSearchResult['customerType'];
  return {
    hasOpenApplication: resumable !== null,
    isReturningRetailCustomer: RETAIL_TYPES.includes(customerType),
    isReturningCustomer: customerType !== 'NEW',
    isCoreCustomer: customer?.isCoreCustomer ?? false,
    hasRetailPresence: customer?.hasRetailPresence ?? false,
    hasOnlinePendingOrigination: pending?.applicationState === 'PENDING_ORIGINATION' && pending.channel === 'ONLINE',
    hasPendingApplication: pending !== null,
    pendingApplicationBrand: pending?.brand ?? null,
    pendingApplicationId: pending?.id ?? null,
    firstName,
    lastName,
    stateCode: customer?.stateCode ?? null,
    boCode: customer?.boCode ?? null,
    retailBoCode: customer?.retailBoCode ?? null,
    customerType,
    channel: customerType === 'RETAIL_RETURNING' ? 'RETAIL' : 'ONLINE',
  };
}

export async function findCustomerBySsn(db: Db, cipher: Cipher, ssnDigits: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.ssnHash, ssnDigest(cipher, ssnDigits)))
    .limit(1);
  return row ?? null;
}

/**
 * Who is asking, and so which record an SSN may be answered about (docs/security.md):
 * - USER: only the record linked to their own portal account;
 * - CSR: only the record of the customer they act as (`email` is that customer; the resolver refuses a CSR acting as
 *   no one and audits every look-up);
 * - ENROLLMENT: only the record their own live enrollment already matched on names, date of birth, ZIP and SSN
 *   (`recordId`), and its details only once that enrollment is verified (`verified`: the code step passed).
 * Any other record reads as no record at all, so no caller can use these look-ups to test whose SSN is on file.
 */
export type SsnViewer =
  { role: 'USER' | 'CSR'; email: string | null } | { role: 'ENROLLMENT'; recordId: string | null; verified: boolean };

/** A look-up's answer, and whether the SSN named the one record the viewer may see (for the audit log). */
export interface SsnLookup<T> {
  matched: boolean;
  answer: T;
}

async function visibleRecord(db: Db, cipher: Cipher, ssnDigits: string, viewer: SsnViewer) {
  const customer = await findCustomerBySsn(db, cipher, ssnDigits);
  if (!customer) return null;
  if (viewer.role === 'ENROLLMENT') return customer.id === viewer.recordId ? customer : null;
  return (await isOwnRecord(db, customer, viewer.email)) ? customer : null;
}

/** The record is the one linked to this portal account. */
async function isOwnRecord(db: Db, customer: CustomerRow, email: string | null): Promise<boolean> {
  if (!email || !customer.userId) return false;
  return (await findCustomerByEmail(db, email))?.id === customer.id;
}

/** Details beyond "this is your record" wait, for an enrollment, until it is verified. */
const mayDetail = (viewer: SsnViewer) => viewer.role !== 'ENROLLMENT' || viewer.verified;

/**
 * searchSsn: does the viewer's record have this SSN, is it already a portal customer, and its masked e-mail. The
 * masked e-mail is for the customer or the CSR acting as them; an enrollment never gets it (its screens show the
 * e-mail entered, never the one on file).
 */
export async function searchSsn(db: Db, cipher: Cipher, ssnDigits: string, viewer: SsnViewer) {
  const customer = await visibleRecord(db, cipher, ssnDigits, viewer);
  return {
    matched: customer !== null,
    answer: {
      existsInP360: customer !== null,
      existsAsCustomer: customer?.userId != null,
      email: customer && viewer.role !== 'ENROLLMENT' ? maskEmail(customer.email) : null,
      isPasswordless: customer && mayDetail(viewer) ? customer.isPasswordless : false,
    },
  };
}

export interface SsnFlags {
  hasOpenApplication: boolean;
  isReturningRetailCustomer: boolean;
  isReturningCustomer: boolean;
  isCoreCustomer: boolean;
  hasRetailPresence: boolean;
  hasOnlinePendingOrigination: boolean;
  hasPendingApplication: boolean;
  firstName: string | null;
  lastName: string | null;
}

const NO_FLAGS: SsnFlags = {
  hasOpenApplication: false,
  isReturningRetailCustomer: false,
  isReturningCustomer: false,
  isCoreCustomer: false,
  hasRetailPresence: false,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  firstName: null,
  lastName: null,
};

/**
 * customerSsnSearch: the returning-customer flags of the viewer's record behind an SSN. Names only to the record's
 * own customer or the CSR acting as them; an enrollment gets the flags once verified, never the names (its
 * Enrollment answer already carries what its screens show).
 */
export async function customerSsnSearch(
  db: Db,
  cipher: Cipher,
  ssnDigits: string,
  viewer: SsnViewer,
): Promise<SsnLookup<SsnFlags>> {
  const customer = await visibleRecord(db, cipher, ssnDigits, viewer);
  if (!customer || !mayDetail(viewer)) return { matched: customer !== null, answer: NO_FLAGS };
  const system = await describeCustomer(db, customer, await applicationsEmailOf(db, customer));
  return {
    matched: true,
    answer: {
      hasOpenApplication: system.hasOpenApplication,
      isReturningRetailCustomer: system.isReturningRetailCustomer,
      isReturningCustomer: system.isReturningCustomer,
      isCoreCustomer: system.isCoreCustomer,
      hasRetailPresence: customer.hasRetailPresence,
      hasOnlinePendingOrigination: system.hasOnlinePendingOrigination,
      hasPendingApplication: system.hasPendingApplication,
      ...(viewer.role === 'ENROLLMENT'
        ? { firstName: null, lastName: null }
        : { firstName: customer.firstName, lastName: customer.lastName }),
    },
  };
}
