// The messages' part of each payment scheduler pass (server/scheduler/worker.ts), every day: the held texts whose
// morning has come, then the day's payment reminders. Each claims its own rows in the database, so every process
// may run them and each message is decided once.
import type { SchedulerDeps } from '../scheduler/runDue';
import { runNextHeldText, type HeldOutcome } from './held';
import { runNextReminder, type ReminderOutcome } from './reminders';

export type MessageOutcome = HeldOutcome | ReminderOutcome;

/** Runs the held texts due and the reminders due at `now`, up to `limit` items a pass. */
export async function runMessagePasses(deps: SchedulerDeps, now: Date, limit = 200): Promise<MessageOutcome[]> {
  const done: MessageOutcome[] = [];
  for (const next of [runNextHeldText, runNextReminder]) {
    while (done.length < limit) {
      const outcome = await next(deps, now);
      if (!outcome) break;
      done.push(outcome);
    }
  }
  return done;
}
