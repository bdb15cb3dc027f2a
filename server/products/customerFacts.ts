// What getCustomerProductAvailability needs to know about a customer, read from the loan systems' tables.
import { eq } from 'drizzle-orm';
import { NO_STORE_NUMBER } from '../../src/lib/application/store';
import type { ApplicationData } from '../applications/data';
import { findCustomerByEmail } from '../customers/search';
import type { Db } from '../db/client';
import { loans, stores } from '../db/schema';
import type { SourceSystem } from '../graphql/generated/resolvers';
import type { CustomerFacts } from './availability';
import type { Channel, ProductCode } from './catalog';

export async function statesWithStores(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ state: stores.state }).from(stores).where(eq(stores.active, true));
  return new Set(rows.map((r) => r.state));
}

async function isStore(db: Db, storeNumber: string | null | undefined): Promise<boolean> {
  if (!storeNumber || storeNumber === NO_STORE_NUMBER) return false;
  const [row] = await db
    .select({ n: stores.storeNumber })
    .from(stores)
    .where(eq(stores.storeNumber, storeNumber))
    .limit(1);
  return row !== undefined;
}

export async function customerFacts(
  db: Db,
  email: string,
  data: ApplicationData,
  boCode: string | null | undefined,
): Promise<{ facts: CustomerFacts; stateCode: string | null }> {
  const customer = await findCustomerByEmail(db, email);
  const own = customer ? await db.select().from(loans).where(eq(loans.customerId, customer.id)) : [];
  const open = own.filter((l) => l.status === 'OPEN');
  const convertible = open.find((l) => l.conversionTypes.includes('CONVERSION'));
  const type = customer?.customerType ?? 'NEW';
  const channels: Channel[] =
    type === 'OMNI_RETURNING'
      ? ['ONLINE', 'RETAIL']
      : type === 'RETAIL_RETURNING'
        ? ['RETAIL']
        : type === 'NEW'
          ? []
          : ['ONLINE'];
  const chosen = data.storeInformation?.storeNumber;
  const storeNumber = (await isStore(db, chosen))
    ? chosen!
    : (await isStore(db, boCode))
      ? boCode!
      : (await isStore(db, customer?.retailBoCode))
        ? customer!.retailBoCode
        : null;
  return {
    stateCode: customer?.stateCode ?? null,
    facts: {
      isReturningCustomer: type !== 'NEW',
      returningChannels: channels,
      hasOpenLoan: open.length > 0,
      hasOpenRetailLoan: open.some((l) => l.channel === 'RETAIL'),
      openLoanForConversion: convertible
        ? {
            brandName: convertible.brand,
            isEligible: true,
            loanNumber: convertible.loanNumber,
            payoffAmount: convertible.payoffCents,
            productCode: convertible.productCode as ProductCode,
            sourceSystem: convertible.sourceSystem as SourceSystem,
          }
        : null,
      hasDefaulted: own.some((l) => l.status === 'DEFAULT'),
      storeNumber,
    },
  };
}
