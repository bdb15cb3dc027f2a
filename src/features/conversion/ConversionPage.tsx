// The frame of the conversion pages: the page layout, the heading and, on the convert and refinance pages, the
// progress steps Customize, ESign, Confirmation (spec 000 "Loan conversion routes").
import type { ReactNode } from 'react';
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
 * The customer's loan-system code (spec 000 section 7 `customerCode`, also createConversionDenial's id), from the
 * sign-in's attributes: their LoanPro id, or for a customer only the QFund system knows, their QFund id (the server
 * accepts either as theirs: server/conversion/access.ts ownCustomer).
 */
export const useCustomerCode = () => useAppSelector((s) => s.auth.loanProCustomerId || s.auth.qFundCustomerId);
