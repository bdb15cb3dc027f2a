// Texts held for the night go when their time comes: on each scheduler pass, every held text whose `send_after` has
// come is claimed FOR UPDATE SKIP LOCKED (one process sends it) and mayMessage is asked again, since much may have
// changed overnight: allowed, it is written in the customer's language of now and sent; still night where they are
// (their address changed zone), it waits again; consent withdrawn or the text turned off meanwhile, it is dropped
// with the reason (NOT_SENT), never sent.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { MessageChannel } from '../../src/lib/preferences/messages';
import { messagesSent } from '../db/schema';
import type { SchedulerDeps } from '../scheduler/runDue';
import { decide, deliver, type MessageStatus } from './send';

export interface HeldOutcome {
  source: 'heldText';
  id: string;
  kind: string;
  status: MessageStatus;
  reason?: string;
}

/** Decides the next held text whose time has come; null when none is left. */
export async function runNextHeldText(deps: SchedulerDeps, now: Date): Promise<HeldOutcome | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messagesSent)
      .where(and(eq(messagesSent.status, 'HELD'), lte(messagesSent.sendAfter, now)))
      .orderBy(asc(messagesSent.sendAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const { decision, outgoing } = await decide(tx, row, now);
    await tx
      .update(messagesSent)
      .set({ ...decision, decidedAt: now })
      .where(eq(messagesSent.id, row.id));
    if (outgoing) await deliver(tx, deps.outbox, row.channel as MessageChannel, outgoing);
    return {
      source: 'heldText',
      id: row.id,
      kind: row.kind,
      status: decision.status as MessageStatus,
      ...(decision.reason && { reason: decision.reason }),
    };
  });
}
