// "Compare loans" where the customer chooses a loan (the loan-type step, the products step): the loans offered side by
// side, from the figures those steps already show (amount and term ranges, APR range, the representative example). One
// table with a row header per figure and a column per loan; on a phone, where columns would not fit 320 px without
// sideways scrolling (WCAG 1.4.10), one such table per loan, stacked. Escape and "Close" close it, and focus returns to
// the button.
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatPercent } from '../../../lib/format/percent';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { exampleOf, useTermText, type Product } from './productExample';

/** The phone layout's width (the portal's one breakpoint). */
const NARROW = '(max-width: 480px)';

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(NARROW);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(NARROW).matches ?? false,
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  caption {
    text-align: left;
    font-weight: bold;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Channel = styled.span`
  display: block;
  font-weight: normal;
`;

type Example = NonNullable<ReturnType<typeof exampleOf>>;

/** One row per figure: its header and each loan's value. */
function useFigureRows(): { header: string; value: (product: Product) => string }[] {
  const { t } = useT();
  const termText = useTermText();
  const none = t('application.finalSteps.compare.none');
  const range = (min: string | number, max: string) =>
    String(min) === max ? max : t('application.finalSteps.compare.range', { min, max });
  const fromExample = (value: (e: Example, p: Product) => string) => (p: Product) => {
    const example = exampleOf(p);
    return example ? value(example, p) : none;
  };
  return [
    {
      header: t('application.finalSteps.compare.amount'),
      value: (p) =>
        p.minLoan != null && p.maxLoan != null
          ? range(formatCents(p.minLoan, 'auto'), formatCents(p.maxLoan, 'auto'))
          : none,
    },
    {
      header: t('application.finalSteps.compare.term'),
      value: (p) =>
        p.minTerm != null && p.maxTerm != null
          ? p.minTerm === p.maxTerm
            ? termText(p.productCode, p.maxTerm)
            : range(p.minTerm, termText(p.productCode, p.maxTerm))
          : none,
    },
    {
      header: t('application.finalSteps.compare.aprRange'),
      value: (p) =>
        p.aprLow != null && p.aprHigh != null ? range(formatPercent(p.aprLow), formatPercent(p.aprHigh)) : none,
    },
    {
      header: t('application.finalSteps.compare.exampleLoan'),
      value: fromExample((e, p) =>
        t('application.finalSteps.compare.borrowFor', {
          borrow: formatCents(e.borrowCents, 'auto'),
          term: termText(p.productCode, e.term),
        }),
      ),
    },
    {
      header: t('application.finalSteps.compare.payments'),
      value: fromExample((e) =>
        t('application.finalSteps.compare.paymentsOf', { payments: e.payments, payment: formatCents(e.paymentCents) }),
      ),
    },
    { header: t('application.finalSteps.compare.apr'), value: fromExample((e) => formatPercent(e.apr)) },
    { header: t('application.finalSteps.compare.total'), value: fromExample((e) => formatCents(e.totalCents)) },
  ];
}

function LoanName({ product }: { product: Product }) {
  const { t } = useT();
  return (
    <>
      {product.name}
      <Channel>{t(`application.finalSteps.products.channel.${product.channel}`)}</Channel>
    </>
  );
}

const key = (p: Product) => `${p.productCode}:${p.channel}`;

export function CompareLoansDialog({ products, onClose }: { products: Product[]; onClose(): void }) {
  const { t } = useT();
  const narrow = useNarrowScreen();
  const figures = useFigureRows();
  return (
    <Dialog
      title={t('application.finalSteps.compare.heading')}
      description={t('application.finalSteps.compare.intro')}
      onEscape={onClose}
      wide
    >
      {narrow ? (
        products.map((product) => (
          <Table key={key(product)}>
            <caption>
              <LoanName product={product} />
            </caption>
            <tbody>
              {figures.map((figure) => (
                <tr key={figure.header}>
                  <th scope="row">{figure.header}</th>
                  <td>{figure.value(product)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))
      ) : (
        <Table>
          <caption>
            <VisuallyHidden>{t('application.finalSteps.compare.caption')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={key(product)} scope="col">
                  <LoanName product={product} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.map((figure) => (
              <tr key={figure.header}>
                <th scope="row">{figure.header}</th>
                {products.map((product) => (
                  <td key={key(product)}>{figure.value(product)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {t('application.finalSteps.compare.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Compare loans" and the dialog it opens, on each page where the customer chooses among more than one loan (the
 * loan-type step for new customers, the products step for returning ones).
 */
export function CompareLoans({ products }: { products: Product[] }) {
  const { t } = useT();
  const [comparing, setComparing] = useState(false);
  if (products.length < 2) return null;
  return (
    <>
      <p>
        <Button type="button" $variant="secondary" onClick={() => setComparing(true)}>
          {t('application.finalSteps.compare.open')}
        </Button>
      </p>
      {comparing && <CompareLoansDialog products={products} onClose={() => setComparing(false)} />}
    </>
  );
}
