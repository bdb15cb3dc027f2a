// Customer searches used at sign-in and enrollment: what the loan systems know about a customer, found by the
// signed-in e-mail or by SSN. Answers carry flags and names only; never the SSN itself.
import { eq } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { findPendingApplication, findResumableApplication } from '../applications/openApplications';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, users } from '../db/schema';
import { ssnDigest } from './ssn';

type CustomerRow = typeof customers.$inferSelect;

const RETAIL_TYPES = ['RETAIL_RETURNING', 'OMNI_RETURNING'];

export interface SystemSearchResult {
  hasOpenApplication: boolean;
  isReturningRetailCustomer: boolean;
  isReturningCustomer: boolean;
  isCoreCustomer: boolean;
  hasOnlinePendingOrigination: boolean;
  hasPendingApplication: boolean;
  pendingApplicationBrand: string | null;
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
    hasOnlinePendingOrigination: pending?.applicationState === 'PENDING_ORIGINATION' && pending.channel === 'ONLINE',
    hasPendingApplication: pending !== null,
    pendingApplicationBrand: pending?.brand ?? null,
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

/** Who is asking: a customer may only learn about their own record; staff and enrollment see any record. */
export interface SsnViewer {
  email: string | null;
  role: 'USER' | 'CSR' | 'ENROLLMENT';
}

/**
 * The record behind an SSN as this viewer may see it. For a customer, another person's record is answered as no
 * record at all, so a signed-in account cannot be used to test whose SSN is on file.
 */
async function visibleRecord(db: Db, cipher: Cipher, ssnDigits: string, viewer: SsnViewer) {
  const customer = await findCustomerBySsn(db, cipher, ssnDigits);
  if (customer && viewer.role === 'USER' && !(await isOwnRecord(db, customer, viewer))) return null;
  return customer;
}

/** The record is the one linked to the viewer's own portal account. */
async function isOwnRecord(db: Db, customer: CustomerRow, viewer: SsnViewer): Promise<boolean> {
  if (!viewer.email || !customer.userId) return false;
  return (await findCustomerByEmail(db, viewer.email))?.id === customer.id;
}

/** searchSsn: does a loan-system record exist, is it already a portal customer, and its masked e-mail. */
export async function searchSsn(db: Db, cipher: Cipher, ssnDigits: string, viewer: SsnViewer) {
  const customer = await visibleRecord(db, cipher, ssnDigits, viewer);
  return {
    existsInP360: customer !== null,
    existsAsCustomer: customer?.userId != null,
    email: customer ? maskEmail(customer.email) : null,
    isPasswordless: customer?.isPasswordless ?? false,
  };
}

/**
 * customerSsnSearch: the returning-customer flags for the record behind an SSN. Names are personal data, so they
 * are returned only to the record's own customer or a CSR; anyone else learns the flags alone.
 */
export async function customerSsnSearch(db: Db, cipher: Cipher, ssnDigits: string, viewer: SsnViewer) {
  const customer = await visibleRecord(db, cipher, ssnDigits, viewer);
  if (!customer) {
    return {
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
  }
  const system = await describeCustomer(db, customer, await applicationsEmailOf(db, customer));
  return {
    hasOpenApplication: system.hasOpenApplication,
    isReturningRetailCustomer: system.isReturningRetailCustomer,
    isReturningCustomer: system.isReturningCustomer,
    isCoreCustomer: system.isCoreCustomer,
    hasRetailPresence: customer.hasRetailPresence,
    hasOnlinePendingOrigination: system.hasOnlinePendingOrigination,
    hasPendingApplication: system.hasPendingApplication,
    ...(viewer.role === 'CSR' || (viewer.role === 'USER' && (await isOwnRecord(db, customer, viewer)))
      ? { firstName: customer.firstName, lastName: customer.lastName }
      : { firstName: null, lastName: null }),
  };
}
