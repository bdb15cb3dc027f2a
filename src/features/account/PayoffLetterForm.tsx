// The documents page's request for a payoff letter: the loan (chosen only when there is more than one to pay off) and
// the day the payoff is good through, from today to 10 days ahead as the server counts them (payoffLetterOptions). The
// form checks the day with the same rule as the server (src/lib/account/payoffLetter.ts); a refusal from the server is
// shown at its field, which takes the focus, and what was typed stays. The letter written is announced and joins the
// list of documents (`onLetter` reads it again).
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '../../../api/errors';
import {
  usePayoffLetterOptionsQuery,
  useRequestPayoffLetterMutation,
  type PayoffLetter,
  type PayoffLetterOptions,
} from '../../../api/account/payoffLetter';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { controlStyle, FieldError, FieldWrapper } from '../../components/fieldParts';
import { FocusFirstError } from '../../components/FocusFirstError';
import { SelectField } from '../../components/SelectField';
import { StatusMessage } from '../../components/StatusMessage';
import { goodThroughOf, GOOD_THROUGH_PROBLEM_KEYS } from '../../lib/account/payoffLetter';
import { formatShortDate } from '../../lib/format/dates';
import { useT, type MessageKey } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { useAccountReadOptions } from './useAccountReads';

const DateInput = styled.input`
  ${controlStyle}
  min-height: 44px;
  max-width: 100%;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
`;

interface Values {
  loanNumber: string;
  goodThrough: string;
}

/** The day picker: a native date input held to the window, its hint and its message tied to it. */
function GoodThroughField({ earliest, latest }: { earliest: string; latest: string }) {
  const { t, tr, lang } = useT();
  const [field, meta] = useField<string>('goodThrough');
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <label htmlFor="field-goodThrough">{t('account.payoffLetter.goodThrough')}</label>
      <Hint id="field-goodThrough-hint">
        {t('account.payoffLetter.goodThroughHint', {
          earliest: formatShortDate(earliest, lang),
          latest: formatShortDate(latest, lang),
        })}
      </Hint>
      <DateInput
        id="field-goodThrough"
        type="date"
        min={earliest}
        max={latest}
        {...field}
        aria-invalid={showError}
        aria-describedby={showError ? 'field-goodThrough-hint field-goodThrough-error' : 'field-goodThrough-hint'}
      />
      {showError && <FieldError id="field-goodThrough-error">{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

function validate(options: PayoffLetterOptions) {
  return (values: Values) => {
    const errors: Partial<Record<keyof Values, MessageKey>> = {};
    if (!values.loanNumber) errors.loanNumber = 'account.payoffLetter.problem.loanRequired';
    const day = goodThroughOf(values.goodThrough, options.earliest);
    if (!day.ok) errors.goodThrough = GOOD_THROUGH_PROBLEM_KEYS[day.problem];
    return errors;
  };
}

function RequestForm({ options, onLetter }: { options: PayoffLetterOptions; onLetter: () => void }) {
  const { t, lang } = useT();
  const [request, requesting] = useRequestPayoffLetterMutation();
  const [ready, setReady] = useState<PayoffLetter | null>(null);
  const [failed, setFailed] = useState(false);
  const { loanNumbers, earliest, latest } = options;
  const only = loanNumbers.length === 1 ? loanNumbers[0]! : null;
  return (
    <Formik<Values>
      initialValues={{ loanNumber: only ?? '', goodThrough: '' }}
      validate={validate(options)}
      onSubmit={async (values, helpers) => {
        setReady(null);
        setFailed(false);
        const day = goodThroughOf(values.goodThrough, earliest);
        if (!day.ok) return;
        const answer = await request({ loanNumber: values.loanNumber, goodThrough: day.day, lang });
        if ('data' in answer && answer.data) {
          setReady(answer.data);
          onLetter();
          return;
        }
        const error = 'error' in answer ? answer.error : null;
        const refused = isApiError(error) && error.kind === 'input' ? error.fieldErrors?.[0] : undefined;
        // A refusal of a field is told at the field; failures that are no one field's are the redirect saga's.
        if (refused && (refused.field === 'goodThrough' || refused.field === 'loanNumber'))
          helpers.setFieldError(refused.field, refused.key);
        else if (isApiError(error) && error.kind === 'input') setFailed(true);
      }}
    >
      <Form noValidate>
        <FocusFirstError />
        {only ? (
          <p>{t('account.payoffLetter.oneLoan', { loanNumber: only })}</p>
        ) : (
          <SelectField
            name="loanNumber"
            label={t('account.payoffLetter.loan')}
            options={loanNumbers.map((n) => [n, t('account.payoffLetter.loanOption', { loanNumber: n })] as const)}
          />
        )}
        <GoodThroughField earliest={earliest} latest={latest} />
        {requesting.isLoading && <StatusMessage>{t('account.payoffLetter.submitting')}</StatusMessage>}
        {ready && (
          <StatusMessage tone="success">
            {t('account.payoffLetter.ready', {
              loanNumber: ready.loanNumber,
              amount: formatCents(ready.payoffAmount),
              date: formatShortDate(ready.goodThrough, lang),
            })}
          </StatusMessage>
        )}
        {failed && <Alert tone="error">{t('account.payoffLetter.failed')}</Alert>}
        <Button type="submit" disabled={requesting.isLoading}>
          {t('account.payoffLetter.submit')}
        </Button>
      </Form>
    </Formik>
  );
}

export function PayoffLetterForm({ onLetter }: { onLetter: () => void }) {
  const { t } = useT();
  const { data, isError, refetch } = usePayoffLetterOptionsQuery(undefined, useAccountReadOptions());
  return (
    <section aria-labelledby="payoff-letter-heading">
      <h2 id="payoff-letter-heading">{t('account.payoffLetter.heading')}</h2>
      <p>{t('account.payoffLetter.intro')}</p>
      {isError ? (
        <Alert tone="error">
          {t('account.loadFailed')}{' '}
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <StatusMessage>{t('account.loading')}</StatusMessage>
      ) : data.loanNumbers.length === 0 ? (
        <p>{t('account.payoffLetter.noLoans')}</p>
      ) : (
        <RequestForm options={data} onLetter={onLetter} />
      )}
    </section>
  );
}
