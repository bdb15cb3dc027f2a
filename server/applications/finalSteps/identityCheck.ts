// The identity step's photo-ID check, against a local demo of the document service (docs/application.md "Final steps":
// any image is approved after 3 s; a file whose name contains `deny` is denied). An upload writes one row with the
// outcome due at decideAt; the first read after that moment settles it with a conditional UPDATE, so any API process
// can answer and none holds a timer. The image is checked (type, size, that it is one) and then dropped: only the
// outcome is kept.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityChecks } from '../../db/schema';
import type { VerificationStatus } from '../../graphql/generated/resolvers';
import { dataOf } from '../data';
import type { ApplicationRow } from '../openApplications';
import { updateApplication } from '../repository';
import { finalStepsOf, type FinalStepsData } from './stored';

/** How long the demo service takes to decide. */
export const DECISION_DELAY_MS = 3_000;
/** The largest image accepted, decoded. */
export const MAX_IMAGE_BYTES = 512 * 1024;

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/** The image types accepted, by their first bytes (a name or a declared type alone proves nothing). */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export interface DocumentInput {
  fileName: string;
  contentType: string;
  data: string;
}

/** The field and message of what is wrong with the upload, or null. */
export function documentProblem(input: DocumentInput): { field: string; message: string } | null {
  if (!input.fileName.trim() || input.fileName.length > 255)
    return { field: 'document.fileName', message: 'Choose a file to upload.' };
  const signature = SIGNATURES[input.contentType];
  if (!signature) return { field: 'document.contentType', message: 'Upload a JPEG, PNG or WebP image.' };
  if (input.data.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(input.data))
    return { field: 'document.data', message: 'The image must be at most 512 KB.' };
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES)
    return { field: 'document.data', message: 'The image must be at most 512 KB.' };
  if (!signature(bytes)) return { field: 'document.data', message: 'Upload a JPEG, PNG or WebP image.' };
  return null;
}

/** The demo service's answer for a file (decided later, at decideAt). */
export const outcomeFor = (fileName: string): 'APPROVED' | 'DENIED' =>
  fileName.toLowerCase().includes('deny') ? 'DENIED' : 'APPROVED';

/** A new check for the application (replacing the last one, so a denied customer may try another image). */
export async function startIdentityCheck(
  db: Db,
  row: ApplicationRow,
  fileName: string,
  now: Date,
): Promise<IdentityCheckRow> {
  const values = {
    status: 'PENDING',
    outcome: outcomeFor(fileName),
    decideAt: new Date(now.getTime() + DECISION_DELAY_MS),
    decidedAt: null,
    createdAt: now,
  };
  const [check] = await db
    .insert(identityChecks)
    .values({ applicationId: row.id, ...values })
    .onConflictDoUpdate({ target: identityChecks.applicationId, set: values })
    .returning();
  // Verifying online again undoes an earlier choice to verify in a store.
  const data = finalStepsOf(dataOf(row));
  if (data.identityOptedOut)
    await updateApplication(db, row.id, { data: { ...data, identityOptedOut: false } as FinalStepsData }, now);
  if (!check) throw new Error('identity check insert returned no row');
  return check;
}

/** The application's check, settled first when its decision is due (whichever request gets there first). */
export async function readIdentityCheck(db: Db, applicationId: string, now: Date): Promise<IdentityCheckRow | null> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.applicationId, applicationId)).limit(1);
  if (!row || row.status !== 'PENDING' || row.decideAt.getTime() > now.getTime()) return row ?? null;
  const [settled] = await db
    .update(identityChecks)
    .set({ status: row.outcome, decidedAt: now })
    .where(
      and(
        eq(identityChecks.id, row.id),
        eq(identityChecks.status, 'PENDING'),
        eq(identityChecks.decideAt, row.decideAt),
        lte(identityChecks.decideAt, now),
      ),
    )
    .returning();
  if (settled) return settled;
  const [fresh] = await db.select().from(identityChecks).where(eq(identityChecks.id, row.id)).limit(1);
  return fresh ?? null;
}

/** identity/opt-out: the applicant verifies in a store; the application continues there. */
export async function optOutOfIdentityCheck(db: Db, row: ApplicationRow, now: Date): Promise<ApplicationRow> {
  const data = finalStepsOf(dataOf(row));
  return updateApplication(db, row.id, { data: { ...data, identityOptedOut: true } as FinalStepsData }, now);
}

/** Where the identity step stands for Application.identityCheck: null until a check was started or they opted out. */
export async function identityCheckSummary(
  db: Db,
  row: ApplicationRow,
  now: Date,
): Promise<{ status: VerificationStatus | null; optedOut: boolean } | null> {
  const optedOut = finalStepsOf(dataOf(row)).identityOptedOut === true;
  const check = await readIdentityCheck(db, row.id, now);
  if (!check && !optedOut) return null;
  return { status: (check?.status ?? null) as VerificationStatus | null, optedOut };
}
