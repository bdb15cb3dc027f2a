// /application/amount: how much and for how long, for the chosen product: a slider with a typed alternative for the
// amount and a choice of term, limited by the product and the state (California: at most $2,400). The Fed box below
// shows the Truth in Lending figures of exactly this amount and term and changes with them; the request is saved
// with saveLoanRequest.
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { loanRequestSubmitted } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { StatusMessage } from '../../../components/StatusMessage';
import { FedBox } from '../../../components/lending/FedBox';
import { loanLimitsOf, type LoanLimits } from '../../../lib/application/loanRequest';
import { useT } from '../../../lib/i18n';
import type { Application } from '../../../../api/application/endpoints';
import { ApplicationPage } from '../ApplicationPage';
import { FormAlert, ServerFieldErrors } from '../formParts';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { AmountSlider } from './AmountSlider';
import { acceptedValues, amountSchema, initialAmountValues, type AmountValues } from './amountForm';
import { useTermText } from './ProductsScreen';
import { useChosenProduct, useOfferFigures } from './useOffer';

type Product = NonNullable<ReturnType<typeof useChosenProduct>['product']>;

/** The Fed box of the values as they stand (nothing while they are not an offer the lender would make). */
function LiveFedBox({
  application,
  product,
  limits,
}: {
  application: Application | null;
  product: Product;
  limits: LoanLimits;
}) {
  const { t } = useT();
  const { values } = useFormikContext<AmountValues>();
  const accepted = acceptedValues(limits, values);
  const figures = useOfferFigures(application, product, accepted?.amountCents ?? null, accepted?.term ?? null);
  if (!figures) return null;
  return (
    <>
      <p>{t('application.finalSteps.amount.disclosureNote')}</p>
      <FedBox figures={figures} creditor={product.lenderBrand ?? undefined} />
    </>
  );
}

const SERVER_FIELDS = { amountCents: 'amount', term: 'term' };

export default function AmountScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const termText = useTermText();
  const { product, isLoading } = useChosenProduct(page.application);
  const limits = useMemo(() => (product ? loanLimitsOf(product) : null), [product]);
  const busy = page.flow.status === 'working';
  const saved = page.application?.loanRequest;
  const savedForProduct =
    saved && product && saved.productCode === product.productCode && saved.channel === product.channel ? saved : null;
  return (
    <ApplicationPage heading={t('application.finalSteps.amount.heading')} {...page}>
      {!page.ready || isLoading ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : !product || !limits ? (
        <>
          <p>{t('application.finalSteps.amount.noProduct')}</p>
          <Link to={applicationPaths.products}>{t('application.finalSteps.amount.changeProduct')}</Link>
        </>
      ) : (
        <>
          <p>
            {t('application.finalSteps.amount.product', { name: product.name })}{' '}
            <Link to={applicationPaths.products}>{t('application.finalSteps.amount.changeProduct')}</Link>
          </p>
          <Formik<AmountValues>
            initialValues={initialAmountValues(limits, savedForProduct, {
              amountCents: product.exampleBorrow,
              term: product.exampleTerm,
            })}
            validationSchema={amountSchema(limits)}
            onSubmit={(values) => {
              const accepted = acceptedValues(limits, values);
              if (!accepted) return;
              dispatch(
                loanRequestSubmitted({ productCode: product.productCode, channel: product.channel, ...accepted }),
              );
            }}
          >
            <Form noValidate aria-label={t('application.finalSteps.amount.heading')}>
              <FormAlert />
              <ServerFieldErrors rename={SERVER_FIELDS} />
              <AmountSlider limits={limits} />
              <SelectField
                name="term"
                label={t('application.finalSteps.amount.termSlider')}
                options={Array.from({ length: limits.maxTerm - limits.minTerm + 1 }, (_, i) => {
                  const term = limits.minTerm + i;
                  return [String(term), termText(product.productCode, term)] as const;
                })}
              />
              <LiveFedBox application={page.application} product={product} limits={limits} />
              <Button type="submit" disabled={busy}>
                {busy ? t('application.finalSteps.saving') : t('application.finalSteps.continue')}
              </Button>
            </Form>
          </Formik>
        </>
      )}
    </ApplicationPage>
  );
}
