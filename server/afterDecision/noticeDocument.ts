// The adverse-action notice as a stored PDF (server/documents: adverseActionNoticePdf kept with issueOnce, downloaded
// from GET /documents/:id by the declined customer or a CSR acting as them). Made once, on the first read of the
// notice (Query.adverseActionNotice gives its pdfUrl), from the same notice the screen shows: the decision's real
// reasons, the brand's creditor and agency (server/documents/creditors.ts), the bureau and score when a report was
// used. A notice says what was decided, which does not change, so the first copy is the one kept.
import { todayEastern } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import type { ApplicationRow } from '../applications/openApplications';
import type { Db } from '../db/client';
import { adverseActionNoticePdf } from '../documents/adverseActionNoticePdf';
import { applicantName } from '../documents/agreements';
import { issueOnce, type IssuedDocument } from '../documents/issueOnce';
import type { AdverseActionNotice } from './adverse';
import { adverseReasonKey } from '../../src/lib/application/adverseReasons';
import { serverText } from '../content/catalogues';

export function adverseNoticeDocument(
  db: Db,
  row: ApplicationRow,
  notice: AdverseActionNotice,
  lang: Lang,
): Promise<IssuedDocument> {
  const report = notice.consumerReport;
  return issueOnce(db, { applicationId: row.id, category: 'ADVERSE_ACTION', kind: 'NOTICE' }, async () => ({
    lang,
    fileName: `adverse-action-notice-${row.applicationNumber}.pdf`,
    bytes: await adverseActionNoticePdf({
      brand: notice.brandName,
      lang,
      applicantName: applicantName(row),
      applicationNumber: row.applicationNumber,
      applicationDate: todayEastern(row.createdAt),
      // The recorded reasons in the notice's language (a reason the table does not know, as recorded).
      reasons: notice.reasons.map((reason) => {
        const key = adverseReasonKey(reason);
        return key ? serverText(lang, key) : reason;
      }),
      consumerReport: report
        ? {
            bureau: report.bureau,
            score:
              report.score != null && report.scoreRangeLow != null && report.scoreRangeHigh != null
                ? {
                    value: report.score,
                    low: report.scoreRangeLow,
                    high: report.scoreRangeHigh,
                    date: report.scoreDate ?? todayEastern(new Date(notice.decidedAt)),
                    keyFactors: report.keyFactors,
                  }
                : null,
          }
        : null,
      createdAt: new Date(notice.decidedAt),
    }),
  }));
}
