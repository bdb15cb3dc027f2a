// The application's bank items (linked logins), newest first.
import { desc, eq } from 'drizzle-orm';
import { bankItems } from '../db/schema';
import type { Services } from '../services';

export async function latestItemOf(services: Services, applicationId: string) {
  const [item] = await services.db
    .select()
    .from(bankItems)
    .where(eq(bankItems.applicationId, applicationId))
    .orderBy(desc(bankItems.createdAt))
    .limit(1);
  return item ?? null;
}
