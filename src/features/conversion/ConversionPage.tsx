// The frame of the conversion pages: the page layout, the heading and, on the convert and refinance pages, the
// progress steps Customize, ESign, Confirmation.
import type { ReactNode } from 'react';
import { useLoanSystemCodesQuery } from '../../../api/conversion/endpoints';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';
import type { ConversionStep, ConversionType } from '../../../store/conversion';
import { PageShell } from '../../components/PageShell';
import { Stepper } from '../../components/Stepper';
import { useT } from '../../lib/i18n';

const WIDE = 'page' as const;

const STEPS: ConversionStep[] = ['Customize', 'ESign', 'Confirmation'];
const STEP_KEYS = {
  Customize: 'conversion.steps.customize',
  ESign: 'conversion.steps.esign',
  Confirmation: 'conversion.steps.confirmation',
} as const;

export function ConversionPage({
  heading,
  step,
  children,
}: {
  heading: string;
  /** The progress step, on the convert and refinance pages. */
  step?: ConversionStep;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <PageShell width={WIDE}>
      <h1>{heading}</h1>
      {step && (
        <Stepper
          label={t('conversion.steps.label')}
          steps={STEPS.map((s) => t(STEP_KEYS[s]))}
          current={STEPS.indexOf(step) + 1}
        />
      )}
      {children}
    </PageShell>
  );
}

/** The step this page is on: the store's while this type is the one under way, else Customize. */
export function useStepOf(type: ConversionType): { step: ConversionStep; conversionId: string | null } {
  const { chosen, step, conversionId } = useAppSelector((s) => s.conversion);
  return chosen === type && conversionId ? { step, conversionId } : { step: 'Customize', conversionId: null };
}

/**
 * The customer's loan-system code (`customerCode`, also createConversionDenial's id), as the server
 * holds it for the customer the calls concern: their LoanPro id, else their QFund id. Not the sign-in's attributes: a
 * CSR acting as a customer has the CSR's, and a customer's are those their token was issued with. `known` is false
 * until the server has answered (an empty code then means the customer has no loan-system record); a CSR acting as
 * nobody asks nothing (the reads would be refused), as the account pages do.
 */
export function useCustomerCode(): { customerCode: string; known: boolean; isError: boolean } {
  const auth = useAppSelector((s) => s.auth);
  const { data, isError } = useLoanSystemCodesQuery(undefined, { skip: auth.isAdmin && !isActingAsCustomer(auth) });
  return { customerCode: data?.customerCode ?? '', known: data !== undefined, isError };
}
