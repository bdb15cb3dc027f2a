// How the loan is funded and repaid (EFT or debit card; automatic debits from the account or card, or paying each
// payment yourself). Paying yourself is always offered and said not to affect approval: credit cannot be conditioned
// on automatic payments (Reg E 1005.10(e)); choosing them adds the recurring-debit authorization to the documents.
import { useFormikContext } from 'formik';
import {
  FUNDING_METHODS,
  needsRecurringDebitAuthorization,
  REPAYMENT_METHODS,
  type FundingMethod,
  type RepaymentMethod,
} from '../../../lib/application/agreements';
import type { MessageKey } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { RadioGroupField } from '../formParts';
import type { AgreementsValues } from './agreementsForm';

const FUNDING_LABELS: Record<FundingMethod, MessageKey> = {
  EFT: 'application.agreements.funding.eft',
  DEBIT_CARD: 'application.agreements.funding.debitCard',
};
const REPAYMENT_LABELS: Record<RepaymentMethod, MessageKey> = {
  ACH: 'application.agreements.repayment.ach',
  DEBIT_CARD: 'application.agreements.repayment.debitCard',
  NDD: 'application.agreements.repayment.ndd',
};

export function PaymentMethods() {
  const { t } = useT();
  const { values } = useFormikContext<AgreementsValues>();
  return (
    <section aria-labelledby="payment-methods-heading">
      <h2 id="payment-methods-heading">{t('application.agreements.methods.heading')}</h2>
      <RadioGroupField
        name="fundingMethod"
        legend={t('application.agreements.funding.legend')}
        options={FUNDING_METHODS.map((value) => ({ value, label: t(FUNDING_LABELS[value]) }))}
      />
      <RadioGroupField
        name="repaymentMethod"
        legend={t('application.agreements.repayment.legend')}
        options={REPAYMENT_METHODS.map((value) => ({ value, label: t(REPAYMENT_LABELS[value]) }))}
      />
      <p>{t('application.agreements.repayment.optional')}</p>
      {needsRecurringDebitAuthorization(values.repaymentMethod) && (
        <p role="status">{t('application.agreements.recurringNote')}</p>
      )}
    </section>
  );
}
