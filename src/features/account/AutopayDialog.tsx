// Turning autopay on: the method from those on file, the Reg E authorization (12 CFR 1005.10(b)) shown in full as
// the server will keep it (the same catalogue text filled from the same values, src/lib/account/autopay.ts), a box
// the customer must check to agree, then submit. The server refuses an agreement to another version of the text.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { AccountLoan } from '../../../api/account/endpoints';
import { useTurnOnAutopayMutation, type LoanAutopay } from '../../../api/account/autopay/endpoints';
import { isApiError } from '../../../api/errors';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog, DialogActions } from '../../components/Dialog';
import { StatusMessage } from '../../components/StatusMessage';
import { AUTOPAY_AUTHORIZATION_KEY, autopayAuthorizationValues } from '../../lib/account/autopay';
import { METHOD_KEYS, methodNameKey } from '../../lib/account/authorization';
import type { PaymentMethodName } from '../../lib/account/payment';
import { useT } from '../../lib/i18n';
import { Authorization, Radios } from './paymentParts';

interface Values {
  method: PaymentMethodName | '';
  agreed: boolean;
}

interface Props {
  loan: AccountLoan;
  autopay: LoanAutopay;
  /** Closed without a change (Cancel, Escape). */
  onCancel: () => void;
  /** Turned on: the new state. */
  onDone: (autopay: LoanAutopay) => void;
}

export function AutopayDialog({ loan, autopay, onCancel, onDone }: Props) {
  const { t, lang } = useT();
  const [turnOn, { isLoading }] = useTurnOnAutopayMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const phone = useAppSelector(selectBrandConfig).phoneNumber;
  const methods = loan.paymentMethods;
  const validate = (values: Values) => ({
    ...(values.method ? {} : { method: 'account.autopay.problem.noSuchMethod' }),
    ...(values.agreed ? {} : { agreed: 'account.autopay.dialog.agreeRequired' }),
  });
  const submit = async (values: Values) => {
    if (!values.method) return;
    setRefusal(null);
    try {
      const input = {
        loanNumber: loan.loanNumber,
        method: values.method,
        authorizationAccepted: values.agreed,
        authorizationVersion: autopay.authorizationVersion,
        lang,
      };
      onDone(await turnOn({ input }).unwrap());
    } catch (error) {
      setRefusal(isApiError(error) && error.kind === 'input' ? error.message : t('account.autopay.failed', { phone }));
    }
  };
  return (
    <Dialog
      title={t('account.autopay.dialog.heading')}
      description={t('account.autopay.optional')}
      onEscape={onCancel}
      wide
    >
      <Formik<Values>
        initialValues={{ method: methods.length === 1 ? methods[0]!.method : '', agreed: false }}
        validate={validate}
        onSubmit={submit}
      >
        {({ values }) => {
          const method = methods.find((m) => m.method === values.method);
          return (
            <Form noValidate>
              <Radios
                name="method"
                legend={t('account.autopay.dialog.method')}
                options={methods.map((m) => ({
                  value: m.method,
                  label: t(METHOD_KEYS[m.method].label, { last4: m.last4 }),
                }))}
              />
              {method && (
                <section aria-labelledby="autopay-authorization-heading">
                  <h3 id="autopay-authorization-heading">{t('account.autopay.dialog.authorizationHeading')}</h3>
                  <Authorization data-testid="autopay-authorization-text">
                    {t(
                      AUTOPAY_AUTHORIZATION_KEY,
                      autopayAuthorizationValues({
                        loanBrand: loan.brand,
                        methodName: t(methodNameKey(method.method)),
                        last4: method.last4,
                        loanNumber: loan.loanNumber,
                        rangeMaxCents: autopay.rangeMax,
                      }),
                    )}
                  </Authorization>
                </section>
              )}
              <CheckboxField name="agreed" label={t('account.autopay.dialog.agree')} showsError />
              {isLoading && <StatusMessage>{t('account.autopay.working')}</StatusMessage>}
              {refusal && <Alert>{refusal}</Alert>}
              <DialogActions>
                <Button type="submit" disabled={isLoading}>
                  {t('account.autopay.dialog.submit')}
                </Button>
                <Button type="button" $variant="secondary" onClick={onCancel}>
                  {t('account.autopay.dialog.cancel')}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
