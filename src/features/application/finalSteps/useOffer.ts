// The chosen product as offered to this customer (getCustomerProductAvailability) and the Fed box figures for an
// amount and term of it (src/lib/application/loanOffer.ts), dated from the server's business date.
import { useMemo } from 'react';
import { useGetCustomerProductAvailabilityQuery, type Application } from '../../../../api/application/endpoints';
// The one clock the client trusts (getCurrentDate), shared with the e-sign screen.
import { useGetCurrentDateQuery } from '../../../../api/application/afterDecision/endpoints';
import { todayEastern } from '../../../lib/application/dates';
import { offerFigures, type OfferProduct } from '../../../lib/application/loanOffer';
import { inDisplayOrder } from '../productOrder';

export function useAvailableProducts(applicationId: string) {
  const { data, isLoading, isError } = useGetCustomerProductAvailabilityQuery(
    { applicationId },
    { skip: !applicationId },
  );
  return { availability: data, products: inDisplayOrder(data?.products ?? []), isLoading, isError };
}

/** The product the application has chosen, as offered; undefined while loading or when none is chosen. */
export function useChosenProduct(application: Application | null) {
  const { availability, products, isLoading } = useAvailableProducts(application?.id ?? '');
  const chosen = application?.initialApplicationDetails?.product;
  const product = chosen
    ? products.find((p) => p.productCode === chosen.productCode && p.channel === chosen.channel)
    : undefined;
  return { product, availability, isLoading };
}

/** Today's business date from the server (Eastern), or this browser's idea of it until that arrives. */
export function useToday(): string {
  const { data } = useGetCurrentDateQuery();
  return data ?? todayEastern();
}

export function useOfferFigures(
  application: Application | null,
  product: OfferProduct | undefined,
  amountCents: number | null,
  term: number | null,
) {
  const today = useToday();
  const income = application?.customerInformation?.incomeInformation;
  return useMemo(
    () =>
      product && amountCents !== null && term !== null
        ? offerFigures({
            product,
            amountCents,
            term,
            payFrequency: income?.paymentFrequency,
            nextPayDate: income?.nextPaymentDate,
            today,
          })
        : null,
    [product, amountCents, term, income?.paymentFrequency, income?.nextPaymentDate, today],
  );
}
