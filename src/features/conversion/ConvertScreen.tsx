// /loan/conversion/convert: "Convert to Installment Loan". The amount slider from
// minimum to maximum in steps of interval, starting at the middle, with a typed alternative (WCAG 2.5.7); the
// bi-weekly payment, number of payments and APR; the loan summary; the 7-row preview of the full Appendix J schedule
// (the rest one press away) with a chart of the balance; and for every amount its own Fed box (each offer is a
// refinancing that needs its own disclosure: 1026.20(a)). One set of figures per amount: the preview is the first rows
// of the disclosed schedule (docs/pricing.md). The amount stays in the address while chosen (./draft.ts), so a reload keeps it. Continue saves
// the choice (the saga) from the Customize step the refinance page shares (./CustomizeStep.tsx); then ESign and
// Confirmation.
import { useFormikContext } from 'formik';
import { useGetCurrentDateQuery } from '../../../api/application/afterDecision/endpoints';
import { useConvertLoanDetailsQuery, type ConvertDetails } from '../../../api/conversion/endpoints';
import { FedBox } from '../../components/lending/FedBox';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { amountProblem, convertOfferFigures, PREVIEW_ROWS, sliderDefault } from '../../lib/lending/conversion';
import { formatCents } from '../../lib/money';
import { formatBusinessDate } from '../../lib/format/dates';
import { formatPercent } from '../../lib/format/percent';
import { AmountInputs, type AmountValues } from './AmountInputs';
import { BalanceChart } from './BalanceChart';
import { CustomizePage, type CustomizeFlow } from './CustomizeStep';
import { convertDraftOf, DRAFT_AMOUNT_PARAM, useKeepDraft } from './draft';
import { ScheduleTable } from './ScheduleTable';
import { Figures } from './Figures';

const SCHEDULE_ID = 'preview-schedule';
/** The typed amount's own message is on screen (AmountInputs); this only holds the submit back. */
const INVALID = 'conversion.validation.amountRequired';

function Offer({ details, today }: { details: ConvertDetails; today: string }) {
  const { t, lang } = useT();
  const { values } = useFormikContext<AmountValues>();
  const amount = values.amountCents;
  // The middle of the slider is where the page starts anyway: only an amount moved from it goes in the address.
  const middle = sliderDefault(details.minimum, details.maximum, details.interval);
  useKeepDraft({ [DRAFT_AMOUNT_PARAM]: amount === middle ? '' : String(amount) });
  const box = convertOfferFigures(details, amount, today);
  const payoff = details.payoffAmount ?? 0;
  const rows = box.schedule.map((p) => ({ ...p, installmentNumber: p.number }));
  return (
    <>
      <Figures aria-live="polite" data-testid="convert-figures">
        <dt>{t('conversion.convert.biweeklyPayment')}</dt>
        <dd>{formatCents(box.paymentCents)}</dd>
        <dt>{t('conversion.convert.numberOfPayments')}</dt>
        <dd>{details.numberOfPayments}</dd>
        <dt>{t('conversion.convert.apr')}</dt>
        <dd>{formatPercent(box.aprPercent)}</dd>
      </Figures>
      <section aria-labelledby="convert-summary">
        <h2 id="convert-summary">{t('conversion.convert.summary')}</h2>
        <Figures data-testid="convert-summary-figures">
          <dt>{t('conversion.convert.amount')}</dt>
          <dd>{formatCents(amount)}</dd>
          <dt>{t('conversion.convert.payoff')}</dt>
          <dd>
            {formatCents(payoff)} ({t('conversion.convert.currentLoan', { loanNumber: details.loanNumber })})
          </dd>
          <dt>{amount >= payoff ? t('conversion.convert.cashToYou') : t('conversion.convert.dueToday')}</dt>
          <dd>{formatCents(Math.abs(amount - payoff))}</dd>
          <dt>{t('conversion.convert.firstPayment')}</dt>
          <dd>{formatBusinessDate(details.newDueDate, lang)}</dd>
        </Figures>
      </section>
      <section aria-labelledby="convert-preview">
        <h2 id="convert-preview">{t('conversion.convert.preview')}</h2>
        <p>{t('conversion.convert.previewNote', { count: Math.min(PREVIEW_ROWS, rows.length) })}</p>
        <ScheduleTable
          caption={t('conversion.convert.preview')}
          testId={SCHEDULE_ID}
          rows={rows}
          previewRows={PREVIEW_ROWS}
        />
        <BalanceChart schedule={box.schedule} startCents={amount} />
      </section>
      <FedBox figures={box} />
    </>
  );
}

function Fields({ details }: { details: ConvertDetails }) {
  const { t } = useT();
  // "Today" is the lender's (getCurrentDate), so the APR here is the server's to the cent.
  const { data: today } = useGetCurrentDateQuery();
  return (
    <>
      <AmountInputs limits={details} />
      {today ? <Offer details={details} today={today} /> : <StatusMessage>{t('common.loading')}</StatusMessage>}
    </>
  );
}

const CONVERT: CustomizeFlow<ConvertDetails, AmountValues> = {
  type: 'CONVERSION',
  title: 'conversion.convert.title',
  useOffer: useConvertLoanDetailsQuery,
  initialValues: (details, params) => {
    // The middle of the slider, unless the address keeps an amount being chosen (a reload) that the slider offers.
    const kept = convertDraftOf(params);
    const start =
      kept !== null && amountProblem(kept, details) === null
        ? kept
        : sliderDefault(details.minimum, details.maximum, details.interval);
    return { amountCents: start, typed: (start / 100).toFixed(0) };
  },
  validate: (values, details) => (amountProblem(values.amountCents, details) ? { typed: INVALID } : {}),
  choice: (values) => ({ refinanceOptionId: null, amountCents: values.amountCents }),
  Fields,
};

export default function ConvertScreen() {
  return <CustomizePage flow={CONVERT} />;
}
