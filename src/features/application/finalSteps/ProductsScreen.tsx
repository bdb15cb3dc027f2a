// /application/products: the loans this customer can have (getCustomerProductAvailability) in the products'
// display order, each with its amounts, APR range and representative example; "Compare loans" shows them side by
// side in a dialog. The choice is saved with saveProductChoice; the amount step then asks how much and for how long.
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import type { Channel, ProductCode } from '../../../../api/generated/graphql';
import { productChosen } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { EXAMPLE_ASSUMPTIONS, isSinglePay } from '../../../lib/application/loanOffer';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { ApplicationPage } from '../ApplicationPage';
import { FormAlert, RadioGroupField, ServerFieldErrors } from '../formParts';
import { productChoiceValue } from '../productOrder';
import { useApplicationPage } from '../useApplicationPage';
import { useAvailableProducts } from './useOffer';
import { formatRate } from '../../../lib/format/percent';
import { CompareLoans } from './CompareLoansDialog';
import { exampleOf, useTermText, type Product } from './productExample';

export { useTermText };

const SERVER_FIELDS = { productCode: 'choice' };

const schema = object({ choice: string().required('application.finalSteps.products.required') });

function ProductDetails({ product }: { product: Product }) {
  const { t } = useT();
  const termText = useTermText();
  const lines = [t(`application.finalSteps.products.channel.${product.channel}`)];
  if (product.minLoan != null && product.maxLoan != null)
    lines.push(
      t('application.finalSteps.products.range', {
        min: formatCents(product.minLoan, 'auto'),
        max: formatCents(product.maxLoan, 'auto'),
      }),
    );
  if (product.aprLow != null && product.aprHigh != null)
    lines.push(t('application.finalSteps.products.aprRange', { low: product.aprLow, high: product.aprHigh }));
  const example = exampleOf(product);
  if (example) {
    lines.push(
      t('application.finalSteps.products.example', {
        borrow: formatCents(example.borrowCents, 'auto'),
        term: termText(product.productCode, example.term),
        payments: example.payments,
        payment: formatCents(example.paymentCents),
        total: formatCents(example.totalCents),
        apr: formatRate(example.apr),
      }),
    );
    // An installment example's APR depends on when the first payment falls: say what it assumes.
    if (!isSinglePay(product.productCode))
      lines.push(t('application.finalSteps.products.exampleAssumes', { days: EXAMPLE_ASSUMPTIONS.daysToFirstPayment }));
  }
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

export default function ProductsScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const { products, isLoading } = useAvailableProducts(page.flow.applicationId);
  const chosen = page.application?.initialApplicationDetails?.product;
  const saved = chosen ? productChoiceValue(chosen) : '';
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.finalSteps.products.heading')} {...page}>
      <p>{t('application.finalSteps.products.intro')}</p>
      {page.ready && !isLoading && <CompareLoans products={products} />}
      {!page.ready || isLoading ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : products.length === 0 ? (
        <p>{t('application.finalSteps.products.none')}</p>
      ) : (
        <Formik<{ choice: string }>
          initialValues={{ choice: products.some((p) => productChoiceValue(p) === saved) ? saved : '' }}
          validationSchema={schema}
          onSubmit={({ choice }) => {
            const [productCode, channel] = choice.split(':') as [ProductCode, Channel];
            dispatch(productChosen({ productCode, channel }));
          }}
        >
          <Form noValidate aria-label={t('application.finalSteps.products.heading')}>
            <FormAlert />
            <ServerFieldErrors rename={SERVER_FIELDS} />
            <RadioGroupField
              name="choice"
              legend={t('application.finalSteps.products.legend')}
              options={products.map((product) => ({
                value: productChoiceValue(product),
                label: product.name,
                details: <ProductDetails product={product} />,
              }))}
            />
            <Button type="submit" disabled={busy}>
              {busy ? t('application.finalSteps.saving') : t('application.finalSteps.continue')}
            </Button>
          </Form>
        </Formik>
      )}
    </ApplicationPage>
  );
}
