// /application/product-preference: the loans offered where the customer lives (getProductAvailability; a returning
// customer's own, getCustomerProductAvailability), in the products' display order, each with its amounts, APR range and
// example (and the partner bank's term examples, xactExamples). The choice is saved with saveStoreInformation.
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import {
  useGetCustomerProductAvailabilityQuery,
  useGetProductAvailabilityQuery,
  type ProductAvailability,
} from '../../../api/application/endpoints';
import type { Channel, ProductCode } from '../../../api/generated/graphql';
import { productPreferenceSubmitted } from '../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { StatusMessage } from '../../components/StatusMessage';
import { EXAMPLE_ASSUMPTIONS, isSinglePay } from '../../lib/application/loanOffer';
import { centsToMoney } from '../../lib/inputFormats';
import { useT } from '../../lib/i18n';
import { ApplicationPage } from './ApplicationPage';
import { CompareLoans } from './finalSteps/CompareLoansDialog';
import { FormAlert, RadioGroupField, SaveButton, ServerFieldErrors } from './formParts';
import { inDisplayOrder, productChoiceValue } from './productOrder';
import { useApplicationPage } from './useApplicationPage';
import { formatRate } from '../../lib/format/percent';

type Product = ProductAvailability['products'][number];

const schema = object({ choice: string().required('application.product.required') });

function ProductDetails({ product, availability }: { product: Product; availability: ProductAvailability }) {
  const { t } = useT();
  const lines: string[] = [t(`application.product.channel.${product.channel}`)];
  if (product.minLoan != null && product.maxLoan != null) {
    lines.push(
      t('application.product.range', { min: centsToMoney(product.minLoan), max: centsToMoney(product.maxLoan) }),
    );
  }
  if (product.aprLow != null && product.aprHigh != null) {
    lines.push(t('application.product.apr', { low: product.aprLow, high: product.aprHigh }));
  }
  if (product.exampleBorrow != null && product.examplePaymentAmount != null && product.exampleTotal != null) {
    lines.push(
      t('application.product.example', {
        borrow: centsToMoney(product.exampleBorrow),
        payments:
          product.examplePaymentAmount > 0 ? Math.round(product.exampleTotal / product.examplePaymentAmount) : 1,
        payment: centsToMoney(product.examplePaymentAmount),
        total: centsToMoney(product.exampleTotal),
        apr: formatRate(product.exampleAPR ?? product.aprHigh ?? 0),
      }),
    );
  }
  if (product.productCode === 'BANK_ILP' && availability.xactExamples) {
    for (const term of availability.xactExamples.terms) {
      lines.push(
        t('application.product.xactExample', {
          term: term.term,
          principal: centsToMoney(term.principal),
          payments: term.totalPayments,
          payment: centsToMoney(term.installmentPayments),
          apr: formatRate(term.apr),
        }),
      );
    }
  }
  // An installment example's APR depends on when the first payment falls: say what it assumes.
  if (product.exampleBorrow != null && !isSinglePay(product.productCode))
    lines.push(t('application.product.exampleAssumes', { days: EXAMPLE_ASSUMPTIONS.daysToFirstPayment }));
  return (
    <span style={{ display: 'block', fontWeight: 'normal' }}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
}

function useAvailability(applicationId: string, stateCode: string, returning: boolean) {
  const brandName = useAppSelector((s) => s.brand.key);
  const forNew = useGetProductAvailabilityQuery({ stateCode, brandName }, { skip: returning || !stateCode });
  const forCustomer = useGetCustomerProductAvailabilityQuery({ applicationId }, { skip: !returning || !applicationId });
  return returning ? forCustomer : forNew;
}

export default function ProductPreferenceScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const { application } = page;
  const stateCode = application?.customerInformation?.contactInformation?.address?.stateCode ?? '';
  const { data: availability, isLoading } = useAvailability(
    page.flow.applicationId,
    stateCode,
    page.ctx.isReturningCustomer,
  );
  const products = inDisplayOrder(availability?.products ?? []);
  const busy = page.flow.status === 'working';
  const saved = application?.preferredProductCode
    ? productChoiceValue({ productCode: application.preferredProductCode, channel: application.channel })
    : '';
  return (
    <ApplicationPage heading={t('application.product.heading')} {...page}>
      <p>{t('application.product.intro')}</p>
      {page.ready && !isLoading && <CompareLoans products={products} />}
      {!page.ready || isLoading ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : products.length === 0 || !availability ? (
        <p>{t('application.product.none')}</p>
      ) : (
        <Formik<{ choice: string }>
          initialValues={{ choice: products.some((p) => productChoiceValue(p) === saved) ? saved : '' }}
          validationSchema={schema}
          onSubmit={({ choice }) => {
            const [productCode, channel] = choice.split(':') as [ProductCode, Channel];
            dispatch(productPreferenceSubmitted({ productCode, channel }));
          }}
        >
          <Form noValidate aria-label={t('application.product.heading')}>
            <FormAlert />
            <ServerFieldErrors />
            <RadioGroupField
              name="choice"
              legend={t('application.product.legend')}
              options={products.map((product) => ({
                value: productChoiceValue(product),
                label: product.name,
                details: <ProductDetails product={product} availability={availability} />,
              }))}
            />
            <SaveButton busy={busy} />
          </Form>
        </Formik>
      )}
    </ApplicationPage>
  );
}
