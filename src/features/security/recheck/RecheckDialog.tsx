// The re-check asked in place: a change that needs a fresh proof (sagas/recheck.ts) opens this dialog over
// the page, the e-mailed code is typed here, and once it is right the dialog closes and the change goes on, the
// page behind keeping everything typed. Focus goes to the code field; Escape or Cancel closes it (the change is not
// made); where the code went, and each problem, is announced.
import { Form, Formik } from 'formik';
import { useMemo, useRef } from 'react';
import * as Yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { recheckCancelled, recheckCodeSubmitted, recheckNewCodeRequested } from '../../../../store/recheck';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../lib/i18n';

const codeSchema = Yup.object({
  code: Yup.string()
    .trim()
    .matches(/^\d{6}$/, 'recheck.problem.codeFormat')
    .required('recheck.problem.codeFormat'),
});

export function RecheckDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const recheck = useAppSelector((s) => s.recheck.recheck);
  const panelRef = useRef<HTMLDivElement>(null);
  // The code field is inside a Formik form of its own; the dialog reaches it through its panel.
  const codeField = useMemo(
    () => ({
      get current() {
        return panelRef.current?.querySelector<HTMLInputElement>('input[name="code"]') ?? null;
      },
    }),
    [],
  );
  if (recheck.step === 'closed') return null;
  const cancel = () => dispatch(recheckCancelled());
  const where = { email: recheck.maskedEmail ?? '', minutes: recheck.minutes ?? 10 };
  return (
    <Dialog
      title={t('recheck.heading')}
      description={t('recheck.intro')}
      initialFocus={codeField}
      panelRef={panelRef}
      onEscape={cancel}
    >
      <StatusMessage>
        {recheck.step === 'sending'
          ? t('recheck.sending')
          : recheck.maskedEmail && t(recheck.resent ? 'recheck.resent' : 'recheck.sent', where)}
      </StatusMessage>
      {recheck.problem && <Alert focusKey={recheck.problems}>{t(`recheck.problem.${recheck.problem}`)}</Alert>}
      <Formik
        // A refused code is cleared: a new form for each problem.
        key={recheck.problems}
        initialValues={{ code: '' }}
        validationSchema={codeSchema}
        onSubmit={(values) => void dispatch(recheckCodeSubmitted({ code: values.code.trim() }))}
      >
        <Form noValidate>
          <TextField
            name="code"
            label={t('recheck.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <DialogActions>
            <Button type="submit" disabled={recheck.step !== 'code'}>
              {recheck.step === 'confirming' ? t('recheck.confirming') : t('recheck.confirm')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={recheck.step === 'sending'}
              onClick={() => dispatch(recheckNewCodeRequested())}
            >
              {t('recheck.newCode')}
            </Button>
            <Button type="button" $variant="secondary" onClick={cancel}>
              {t('recheck.cancel')}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
