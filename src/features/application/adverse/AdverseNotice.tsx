// The Reg B adverse-action notice on screen (12 CFR 1002.9; FCRA 615(a)): the action taken, the real
// reasons of the decision, the creditor, the ECOA statement with the federal agency, the consumer reporting agency
// when a report was used, and when the written copy follows (7 or 30 days by brand). Its PDF (adverseActionNoticePdf,
// stored on the server when the notice is first read) downloads from pdfUrl with the customer's token.
import styled from 'styled-components';
import {
  useAdverseActionNoticeQuery,
  type AdverseNotice as Notice,
} from '../../../../api/application/afterDecision/endpoints';
import { Card } from '../../../components/Card';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { fileNameOf } from '../agreements/PdfViewerModal';
import { DocumentDownloadLink } from '../../../components/documents/DocumentDownloadLink';
import { formatBusinessDate } from '../../../lib/format/dates';
import { adverseReasonKey } from '../../../lib/application/adverseReasons';

type Party = Notice['creditor'];

const ACTION_TEXT = {
  CREDIT_DENIED: 'application.adverse.notice.action.creditDenied',
  CONVERSION_DENIED: 'application.adverse.notice.action.conversionDenied',
} as const satisfies Record<Notice['action'], string>;

const Address = styled.address`
  font-style: normal;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

function PartyBlock({ party }: { party: Party }) {
  const { t } = useT();
  return (
    <Address>
      <strong>{party.name}</strong>
      {party.addressLines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      {party.phone && (
        <>
          <br />
          {t('application.adverse.notice.phone', { phone: party.phone })}
        </>
      )}
      {party.website && (
        <>
          <br />
          <a href={party.website}>{party.website}</a>
        </>
      )}
    </Address>
  );
}

export function AdverseNoticeView({ notice }: { notice: Notice }) {
  const { t, lang } = useT();
  const report = notice.consumerReport;
  return (
    <Card aria-labelledby="notice-heading">
      <h2 id="notice-heading">{t('application.adverse.notice.heading')}</h2>
      <p>
        {t('application.adverse.notice.date', { date: formatBusinessDate(notice.decidedAt, lang) })}
        <br />
        {t('application.adverse.notice.applicationNumber', { number: notice.applicationNumber })}
      </p>
      <p>
        <strong>{t(ACTION_TEXT[notice.action])}</strong>
      </p>
      {notice.reasons.length > 0 ? (
        <>
          <h3>{t('application.adverse.notice.reasons')}</h3>
          <ul>
            {notice.reasons.map((reason) => {
              const key = adverseReasonKey(reason);
              return <li key={reason}>{key ? t(key) : reason}</li>;
            })}
          </ul>
        </>
      ) : (
        <p>{t('application.adverse.notice.noReasons')}</p>
      )}
      <h3>{t('application.adverse.notice.creditor')}</h3>
      <PartyBlock party={notice.creditor} />
      <p>{t('application.adverse.notice.ecoa')}</p>
      <PartyBlock party={notice.agency} />
      {report && (
        <section aria-labelledby="notice-report-heading">
          <h3 id="notice-report-heading">{t('application.adverse.notice.report.heading')}</h3>
          <p>{t('application.adverse.notice.report.body')}</p>
          <PartyBlock party={report.bureau} />
          {report.score != null && (
            <p>
              {t('application.adverse.notice.report.score', {
                score: report.score,
                low: report.scoreRangeLow ?? '',
                high: report.scoreRangeHigh ?? '',
                date: report.scoreDate ? formatBusinessDate(report.scoreDate, lang) : '',
              })}
            </p>
          )}
          {report.keyFactors.length > 0 && (
            <>
              <p>{t('application.adverse.notice.report.factors')}</p>
              <ul>
                {report.keyFactors.map((factor) => (
                  <li key={factor}>{factor}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <p>{t('application.adverse.notice.period', { days: notice.noticePeriodDays })}</p>
      {notice.pdfUrl && (
        <div>
          <DocumentDownloadLink url={notice.pdfUrl} fileName={fileNameOf(t('application.adverse.notice.heading'))}>
            {t('application.adverse.notice.download')}
          </DocumentDownloadLink>
        </div>
      )}
    </Card>
  );
}

/** The notice of the application being worked on; nothing while it loads or when there is none. */
export function AdverseNotice({ applicationId }: { applicationId: string }) {
  const { t } = useT();
  const { data, isLoading } = useAdverseActionNoticeQuery({ applicationId }, { skip: !applicationId });
  if (isLoading) return <StatusMessage>{t('application.adverse.notice.loading')}</StatusMessage>;
  return data ? <AdverseNoticeView notice={data} /> : null;
}
