// The re-check asked in place: a change that needs a fresh proof (sagas/recheck.ts) opens this dialog over the page,
// and once the customer proves it is them the dialog closes and the change goes on, the page behind keeping
// everything typed. It asks first for the strongest way the server offered: the authenticator app's code, or a
// passkey ("Use a passkey" runs the browser's prompt), with a code e-mailed to the account as the way out; without
// either it asks for the e-mailed code. Focus goes to the code field (or the passkey button) when the dialog opens or
// the way changes, and back to the field after a wrong code; Escape or Cancel closes it (the change is not made).
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import * as Yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import {
  recheckCancelled,
  recheckCodeSubmitted,
  recheckNewCodeRequested,
  recheckPasskeyRequested,
  type RecheckProblem,
} from '../../../../store/recheck';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../lib/i18n';
import { RecheckSwitches } from './RecheckSwitches';

const codeSchema = (problem: string) =>
  Yup.object({
    code: Yup.string()
      .trim()
      .matches(/^\d{6}$/, problem)
      .required(problem),
  });

/** Problems about the code typed: focus goes back to the field, where the next try is typed. */
const CODE_PROBLEMS: ReadonlySet<RecheckProblem> = new Set(['wrongCode', 'wrongAppCode']);

export function RecheckDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const recheck = useAppSelector((s) => s.recheck.recheck);
  const panelRef = useRef<HTMLDivElement>(null);
  // The code field is inside a Formik form of its own, the passkey button in the actions: reached through the panel.
  const target = useMemo(
    () => ({
      get current() {
        const panel = panelRef.current;
        return panel?.querySelector<HTMLElement>('input[name="code"], [data-recheck-passkey]') ?? null;
      },
    }),
    [],
  );
  const { step, method, problem, problems } = recheck;
  const codeProblem = problem !== null && CODE_PROBLEMS.has(problem);
  // A new way asked for, or the code refused: the field (or the passkey button) is where the customer goes next.
  // Any other problem is an alert that takes focus itself.
  const focusKey = step === 'code' && (problem === null || codeProblem) ? `${method}-${problems}` : null;
  useEffect(() => {
    if (focusKey) target.current?.focus();
  }, [focusKey, target]);
  const schema = useMemo(
    () => codeSchema(method === 'AUTHENTICATOR' ? 'recheck.problem.appCodeFormat' : 'recheck.problem.codeFormat'),
    [method],
  );
  if (step === 'closed') return null;
  const cancel = () => dispatch(recheckCancelled());
  const where = { email: recheck.maskedEmail ?? '', minutes: recheck.minutes ?? 10 };
  const status =
    step === 'sending'
      ? t('recheck.sending')
      : method === 'AUTHENTICATOR'
        ? t('recheck.app.prompt')
        : method === 'PASSKEY'
          ? t(step === 'confirming' ? 'recheck.passkey.waiting' : 'recheck.passkey.prompt')
          : recheck.emailed && t(recheck.resent ? 'recheck.resent' : 'recheck.sent', where);
  const cancelButton = (
    <Button type="button" $variant="secondary" onClick={cancel}>
      {t('recheck.cancel')}
    </Button>
  );
  const switches = <RecheckSwitches methods={recheck.methods} method={method} busy={step !== 'code'} />;
  return (
    <Dialog
      title={t('recheck.heading')}
      description={t('recheck.intro')}
      initialFocus={target}
      panelRef={panelRef}
      onEscape={cancel}
    >
      <StatusMessage>{status}</StatusMessage>
      {problem && (
        <Alert focusKey={problems} autoFocus={!codeProblem}>
          {t(`recheck.problem.${problem}`)}
        </Alert>
      )}
      {method === 'PASSKEY' ? (
        <DialogActions>
          <Button
            type="button"
            data-recheck-passkey=""
            disabled={step !== 'code'}
            onClick={() => dispatch(recheckPasskeyRequested())}
          >
            {t('recheck.usePasskey')}
          </Button>
          {switches}
          {cancelButton}
        </DialogActions>
      ) : (
        <Formik
          // A refused code is cleared: a new form for each problem.
          key={`${method}-${problems}`}
          initialValues={{ code: '' }}
          validationSchema={schema}
          onSubmit={(values) => void dispatch(recheckCodeSubmitted({ code: values.code.trim() }))}
        >
          <Form noValidate>
            <TextField
              name="code"
              label={t(method === 'AUTHENTICATOR' ? 'recheck.appCode' : 'recheck.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <DialogActions>
              <Button type="submit" disabled={step !== 'code'}>
                {step === 'confirming' ? t('recheck.confirming') : t('recheck.confirm')}
              </Button>
              {method === 'EMAIL_CODE' && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={step === 'sending'}
                  onClick={() => dispatch(recheckNewCodeRequested())}
                >
                  {t('recheck.newCode')}
                </Button>
              )}
              {switches}
              {cancelButton}
            </DialogActions>
          </Form>
        </Formik>
      )}
    </Dialog>
  );
}
