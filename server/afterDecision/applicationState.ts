// The e-sign screens' view of a submitted application: whether documents or a
// signature are awaited, and whether signing is held, why and until when. The hold is recorded on the application
// (`data.esignHold { reasons, until }`) by whoever holds it (the decision room's validations, an agent); it lapses at
// `until` by itself, so no timer owns it.
import type { ApplicationRow } from '../applications/openApplications';

export interface EsignHold {
  reasons?: string[] | null;
  /** ISO instant (or YYYY-MM-DD) until which signing is held; absent means until lifted. */
  until?: string | null;
}

export interface ApplicationStateView {
  id: string;
  status: string | null;
  isPendingDocuments: boolean;
  isPendingEsign: boolean;
  isEsignDisabled: boolean;
  eSignDisabledReasons: string[];
  eSignDisabledUntilDate: string | null;
}

export function applicationStateOf(row: ApplicationRow, now: Date = new Date()): ApplicationStateView {
  const hold = (row.data as { esignHold?: EsignHold | null }).esignHold ?? null;
  const until = hold?.until ?? null;
  const held = hold !== null && (until === null || Date.parse(until) > now.getTime());
  const state = row.applicationState ?? null;
  return {
    id: row.id,
    status: state,
    isPendingDocuments: state === 'PENDING_ESIGN_DOCUMENT_UPLOAD',
    isPendingEsign: state === 'PENDING_ESIGN',
    isEsignDisabled: held,
    eSignDisabledReasons: held ? (hold.reasons ?? []) : [],
    eSignDisabledUntilDate: held ? until : null,
  };
}
