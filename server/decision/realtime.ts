// Application changes fan out through the database: the state machine publishes each with pg_notify and every API
// process hears it on its LISTEN (PGlite's own when embedded), then hands it to the listeners it holds. A change is
// never handed to local listeners directly, so a listener on any process gets the same events in the same way.
import { sql } from 'drizzle-orm';
import type { Db, Unlisten } from '../db/client';

export const APPLICATION_CHANNEL = 'application_events';
/** A job was queued: workers look for due work at once instead of at their next poll. */
export const JOBS_CHANNEL = 'decision_jobs';

export type ApplicationActionCode = 'ESIGN_ERROR' | 'ESIGN_RECALCULATED' | 'ORIGINATED' | 'ERROR';

/** What a listener receives (the contract's ApplicationEvent). */
export interface ApplicationEventOut {
  applicationId: string;
  status: string;
  applicationState: string | null;
  action: ApplicationActionCode | null;
  externalSystemInformation: { source: string | null; customerCode: string | null } | null;
}

export async function publishApplicationEvent(db: Db, event: ApplicationEventOut): Promise<void> {
  await db.execute(sql`select pg_notify(${APPLICATION_CHANNEL}, ${JSON.stringify(event)})`);
}

export async function announceJobs(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

export interface ApplicationEventHub {
  /** Calls `onEvent` with every change of this application heard from the database until the returned stop. */
  subscribe(applicationId: string, onEvent: (event: ApplicationEventOut) => void): () => void;
  close(): Promise<void>;
}

export async function startApplicationEventHub(listen: Listen): Promise<ApplicationEventHub> {
  const byApplication = new Map<string, Set<(event: ApplicationEventOut) => void>>();
  const unlisten = await listen(APPLICATION_CHANNEL, (payload) => {
    let event: ApplicationEventOut;
    try {
      event = JSON.parse(payload) as ApplicationEventOut;
    } catch {
      return;
    }
    for (const onEvent of byApplication.get(event.applicationId) ?? []) onEvent(event);
  });
  return {
    subscribe(applicationId, onEvent) {
      const set = byApplication.get(applicationId) ?? new Set();
      set.add(onEvent);
      byApplication.set(applicationId, set);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) byApplication.delete(applicationId);
      };
    },
    close: unlisten,
  };
}

/** The listener closes after these: the client then reads where the application went. */
export function isTerminalEvent(event: Pick<ApplicationEventOut, 'applicationState' | 'action'>): boolean {
  return (
    event.action === 'ESIGN_RECALCULATED' ||
    event.applicationState === 'ORIGINATED' ||
    event.applicationState === 'DENIED' ||
    event.applicationState === 'SUBMIT_ERROR' ||
    event.applicationState === 'CANEBAY_DUPLICATE'
  );
}
