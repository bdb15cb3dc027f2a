// Security events: the audit-log rows a customer is shown on the security page (sign-ins, new devices, password and
// factor changes, sessions ended, devices forgotten). Each is written with the customer as both actor and subject and
// an operation `security.<kind>`; its details hold only what the page may show (the sign-in method, browser and
// system names), never a raw header, token or request id.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { DeviceDescription } from './userAgent';

/** The kinds the page lists, as the schema's SecurityEventKind names them. */
export const SECURITY_EVENT_KINDS = [
  'SIGN_IN',
  'NEW_DEVICE',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'FACTOR_ADDED',
  'FACTOR_REMOVED',
  'SESSION_ENDED',
  'OTHER_SESSIONS_ENDED',
  'ALL_SESSIONS_ENDED',
  'DEVICE_FORGOTTEN',
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

const OPERATION_PREFIX = 'security.';
const operationOf = (kind: SecurityEventKind) => `${OPERATION_PREFIX}${kind}`;

/** The factors a FACTOR_ADDED or FACTOR_REMOVED event names. */
export type SecurityFactor = 'PASSKEY' | 'AUTHENTICATOR';

/** What an event may carry to the page. */
export interface SecurityEventDetails {
  signInMethod?: string;
  device?: DeviceDescription;
  factor?: SecurityFactor;
}

export interface SecurityEventOwner {
  userId: string;
  email: string;
}

export async function recordSecurityEvent(
  db: Pick<Db, 'insert'>,
  owner: SecurityEventOwner,
  kind: SecurityEventKind,
  details: SecurityEventDetails = {},
  at = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: owner.userId,
    actorEmail: owner.email,
    subjectEmail: owner.email.toLowerCase(),
    operation: operationOf(kind),
    details: { ...details },
    at,
  });
}

export interface SecurityEventOut {
  id: string;
  kind: SecurityEventKind;
  at: Date;
  signInMethod: string | null;
  device: DeviceDescription | null;
  factor: SecurityFactor | null;
}

/** How many events the page shows: enough to spot a stranger's sign-in, few enough to read. */
export const RECENT_EVENTS = 20;

const isDevice = (value: unknown): value is DeviceDescription =>
  !!value && typeof value === 'object' && 'kind' in value && typeof (value as { kind: unknown }).kind === 'string';

export async function recentSecurityEvents(db: Db, email: string): Promise<SecurityEventOut[]> {
  const rows = await db
    .select({ id: auditLog.id, operation: auditLog.operation, at: auditLog.at, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectEmail, email.toLowerCase()),
        inArray(auditLog.operation, SECURITY_EVENT_KINDS.map(operationOf)),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(RECENT_EVENTS);
  return rows.map((row) => ({
    id: row.id,
    kind: row.operation.slice(OPERATION_PREFIX.length) as SecurityEventKind,
    at: row.at,
    signInMethod: typeof row.details.signInMethod === 'string' ? row.details.signInMethod : null,
    device: isDevice(row.details.device) ? row.details.device : null,
    factor: row.details.factor === 'PASSKEY' || row.details.factor === 'AUTHENTICATOR' ? row.details.factor : null,
  }));
}
