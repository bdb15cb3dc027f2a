// Turning autopay on: the method from those on file or a bank account the customer linked (or "Link a new bank
// account", which the section runs through Link: ./useBankLink.tsx), the Reg E authorization (12 CFR 1005.10(b))
// shown in full as the server will keep it, naming the account debited (the same catalogue text filled from the same
// values, src/lib/account/autopay.ts), a box the customer must check to agree, then submit. The server refuses an
// agreement to another version of the text, and an account that is not the customer's.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { AccountLoan } from '../../../api/account/endpoints';
import { useTurnOnAutopayMutation, type LoanAutopay } from '../../../api/account/autopay/endpoints';
import type { PaymentAccount } from '../../../api/account/autopay/paymentAccounts';
import { isApiError } from '../../../api/errors';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog, DialogActions } from '../../components/Dialog';
import { StatusMessage } from '../../components/StatusMessage';
import { AUTOPAY_AUTHORIZATION_KEY, autopayAuthorizationValues, autopayMethodName } from '../../lib/account/autopay';
import { METHOD_KEYS } from '../../lib/account/authorization';
import type { PaymentMethodName } from '../../lib/account/payment';
import { useT } from '../../lib/i18n';
import { Authorization, Radios } from './paymentParts';

interface Values {
  /** DEBIT_CARD or BANK_ACCOUNT on file, or `linked:<id>` for an account the customer linked. */
  method: string;
  agreed: boolean;
}

const LINKED = 'linked:';

/** A choice the dialog offers: the method debited, its last 4, and a linked account's id and bank. */
interface Choice {
  value: string;
  method: PaymentMethodName;
  last4: string;
  account: PaymentAccount | null;
}

interface Props {
  loan: AccountLoan;
  autopay: LoanAutopay;
  /** Closed without a change (Cancel, Escape). */
  onCancel: () => void;
  /** Turned on: the new state. */
  onDone: (autopay: LoanAutopay) => void;
  /** Bank accounts the customer linked to pay from. */
  linkedAccounts: readonly PaymentAccount[];
  /** "Link a new bank account" (absent where the caller may not link one: a CSR acting). */
  onLinkNew?: () => void;
  /** The choice to start on (a bank account just linked), and what to say about the link that just ended. */
  initialMethod?: string;
  linkNotice?: { tone: 'success' | 'error'; text: string } | null;
}

export function AutopayDialog(props: Props) {
  const { loan, autopay, onCancel, onDone, linkedAccounts, onLinkNew, initialMethod, linkNotice } = props;
  const { t, lang } = useT();
  const [turnOn, { isLoading }] = useTurnOnAutopayMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const phone = useAppSelector(selectBrandConfig).phoneNumber;
  const choices: Choice[] = [
    ...loan.paymentMethods.map((m) => ({ value: m.method, method: m.method, last4: m.last4, account: null })),
    ...linkedAccounts.map((a) => ({
      value: `${LINKED}${a.id}`,
      method: 'BANK_ACCOUNT' as const,
      last4: a.mask,
      account: a,
    })),
  ];
  const label = (c: Choice) =>
    c.account
      ? t('account.autopay.dialog.linkedOption', { institution: c.account.institutionName, last4: c.last4 })
      : t(METHOD_KEYS[c.method].label, { last4: c.last4 });
  const validate = (values: Values) => ({
    ...(values.method ? {} : { method: 'account.autopay.problem.noSuchMethod' }),
    ...(values.agreed ? {} : { agreed: 'account.autopay.dialog.agreeRequired' }),
  });
  const submit = async (values: Values) => {
    const choice = choices.find((c) => c.value === values.method);
    if (!choice) return;
    setRefusal(null);
    try {
      const input = {
        loanNumber: loan.loanNumber,
        method: choice.method,
        ...(choice.account ? { paymentAccountId: choice.account.id } : {}),
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
        initialValues={{ method: initialMethod ?? (choices.length === 1 ? choices[0]!.value : ''), agreed: false }}
        validate={validate}
        onSubmit={submit}
      >
        {({ values }) => {
          const method = choices.find((c) => c.value === values.method);
          const methodName = method && autopayMethodName(method.method, method.account?.institutionName);
          return (
            <Form noValidate>
              {linkNotice && (
                <Alert tone={linkNotice.tone} focusKey={linkNotice}>
                  {linkNotice.text}
                </Alert>
              )}
              <Radios
                name="method"
                legend={t('account.autopay.dialog.method')}
                options={choices.map((c) => ({ value: c.value, label: label(c) }))}
              />
              {onLinkNew && (
                <p>
                  <Button type="button" $variant="secondary" onClick={onLinkNew}>
                    {t('account.autopay.dialog.linkNew')}
                  </Button>{' '}
                  {t('account.autopay.dialog.linkHint')}
                </p>
              )}
              {method && methodName && (
                <section aria-labelledby="autopay-authorization-heading">
                  <h3 id="autopay-authorization-heading">{t('account.autopay.dialog.authorizationHeading')}</h3>
                  <Authorization data-testid="autopay-authorization-text">
                    {t(
                      AUTOPAY_AUTHORIZATION_KEY,
                      autopayAuthorizationValues({
                        loanBrand: loan.brand,
                        methodName: t(methodName.key, methodName.values),
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
