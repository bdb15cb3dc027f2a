// Several API processes may start at once on one new PostgreSQL database (a deployment rolling out, an autoscaler
// adding two): each would run the migrations and the demo seed, and two runs of one migration race (the second's
// CREATE TABLE fails). A session-level advisory lock, held on a connection of its own while one process migrates or
// seeds, makes the others wait for it and then find the work done. A connection of its own because a session lock
// belongs to the connection that took it, and a pooled one would go back to the pool still holding it (behind a
// pooler in transaction mode, the connection is straight to PostgreSQL: DATABASE_DIRECT_URL).
import type pg from 'pg';

/** Any fixed number shared by every process of the portal: the lock's name. */
const STARTUP_LOCK = 7_204_216_001;

/**
 * Runs `work` while holding the database's start-up lock; every other process's start-up work waits. `work` gets the
 * lock's connection, for statements that must run on that one session (the migrations).
 */
export async function whileHoldingStartupLock<T>(
  newClient: () => pg.Client,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = newClient();
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}
