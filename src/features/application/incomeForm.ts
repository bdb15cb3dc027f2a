// The income step's form: its values (under `incomeInfo`, as the server's refusals name them), the Yup schema on the
// shared rules (src/lib/application/income.ts), the values from a saved application and the save's input. The form
// asks for the source of income; its code (E, O, D, S, SELF_EMPLOYED) follows from the source (src/lib/application/income.ts).
import { boolean, mixed, object, string } from 'yup';
import type { Application } from '../../../api/application/endpoints';
import type { DayOfWeek, IncomeInformationInput, IncomeType, PaymentFrequency } from '../../../api/generated/graphql';
import { parseCalendarDate, toUsDate } from '../../lib/application/dates';
import {
  amountGrossRule,
  amountNetRule,
  employerNameRule,
  hireDateRule,
  incomeSourceFor,
  incomeTypeFor,
  INCOME_SOURCES,
  isEmployment,
  nextPayDateRule,
  payFrequencyRule,
  type IncomeSource,
} from '../../lib/application/income';
import type { MessageKey } from '../../lib/i18n';
import { ruleTest } from './formParts';

export const PAYMENT_METHODS = ['DIRECT_DEPOSIT', 'CHECK', 'CASH'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], MessageKey> = {
  DIRECT_DEPOSIT: 'application.income.method.directDeposit',
  CHECK: 'application.income.method.check',
  CASH: 'application.income.method.cash',
};
export const INCOME_SOURCE_LABELS: Record<IncomeSource, MessageKey> = {
  EMPLOYMENT: 'application.income.source.employment',
  SELF_EMPLOYMENT: 'application.income.source.selfEmployment',
  SOCIAL_SECURITY: 'application.income.source.socialSecurity',
  DISABILITY: 'application.income.source.disability',
  ALIMONY: 'application.income.source.alimony',
  OTHER: 'application.income.source.other',
  NOT_TO_DISCLOSE: 'application.income.source.notToDisclose',
  NA: 'application.income.source.na',
};
export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

export interface IncomeValues {
  incomeInfo: {
    source: IncomeSource | '';
    employerName: string;
    jobTitle: string;
    employmentHireDate: string;
    jobShift: string;
    incomeWithholding: boolean;
    paymentFrequency: PaymentFrequency | '';
    paymentMethod: string;
    amountGross: number | null;
    amountNet: number | null;
    nextPaymentDate: string;
    paymentDayOfWeek: DayOfWeek | '';
  };
}

/** Server paths the form names differently. */
export const INCOME_RENAMES = { 'incomeInfo.type': 'incomeInfo.source' };

export function incomeValuesFrom(a: Application | null): IncomeValues {
  const i = a?.customerInformation?.incomeInformation;
  return {
    incomeInfo: {
      source: incomeSourceFor(i?.type) ?? '',
      employerName: i?.employerName ?? '',
      jobTitle: i?.jobTitle ?? '',
      employmentHireDate: i?.employmentHireDate ? toUsDate(i.employmentHireDate) : '',
      jobShift: i?.jobShift ?? '',
      incomeWithholding: i?.incomeWithholding ?? false,
      paymentFrequency: i?.paymentFrequency ?? '',
      paymentMethod: i?.paymentMethod ?? '',
      amountGross: i?.amountGross ?? null,
      amountNet: i?.amountNet ?? null,
      nextPaymentDate: i?.nextPaymentDate ? toUsDate(i.nextPaymentDate) : '',
      paymentDayOfWeek: i?.paymentDayOfWeek ?? '',
    },
  };
}

const typeOf = (source: unknown) =>
  INCOME_SOURCES.includes(source as IncomeSource) ? incomeTypeFor(source as IncomeSource) : null;

export const incomeSchema = object({
  incomeInfo: object({
    source: string()
      .default('')
      .test(ruleTest<string>('source', (v) => (typeOf(v) ? null : 'application.validation.incomeTypeRequired'))),
    employerName: string()
      .default('')
      .test(ruleTest<string>('employer', (v, parent) => employerNameRule(v, typeOf(parent.source)))),
    employmentHireDate: string()
      .default('')
      .test(ruleTest<string>('hireDate', (v) => hireDateRule(v))),
    incomeWithholding: boolean(),
    paymentFrequency: string()
      .default('')
      .test(ruleTest<string>('frequency', (v) => payFrequencyRule(v))),
    amountNet: mixed<number>()
      .nullable()
      .test('net', (v, ctx) => {
        const key = amountNetRule(v);
        return key ? ctx.createError({ message: key }) : true;
      }),
    amountGross: mixed<number>()
      .nullable()
      .test('gross', (v, ctx) => {
        const key = amountGrossRule(v, (ctx.parent as { amountNet?: number | null }).amountNet);
        return key ? ctx.createError({ message: key }) : true;
      }),
    nextPaymentDate: string()
      .default('')
      .test(ruleTest<string>('nextPay', (v, parent) => nextPayDateRule(v, String(parent.paymentFrequency ?? '')))),
  }),
});

const optional = <K extends string>(key: K, value: string) =>
  (value.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;

export function incomeSubmission({ incomeInfo: i }: IncomeValues): IncomeInformationInput {
  const type = typeOf(i.source) as IncomeType;
  const employed = isEmployment(type);
  return {
    type,
    paymentFrequency: i.paymentFrequency as PaymentFrequency,
    amountNet: i.amountNet ?? 0,
    nextPaymentDate: parseCalendarDate(i.nextPaymentDate) ?? i.nextPaymentDate,
    ...(i.amountGross != null ? { amountGross: i.amountGross } : {}),
    ...(employed ? optional('employerName', i.employerName) : {}),
    ...(employed ? optional('jobTitle', i.jobTitle) : {}),
    ...(employed && parseCalendarDate(i.employmentHireDate)
      ? { employmentHireDate: parseCalendarDate(i.employmentHireDate) as string }
      : {}),
    ...(employed ? optional('jobShift', i.jobShift) : {}),
    ...(employed ? { incomeWithholding: i.incomeWithholding } : {}),
    ...optional('paymentMethod', i.paymentMethod),
    ...(i.paymentDayOfWeek ? { paymentDayOfWeek: i.paymentDayOfWeek } : {}),
  };
}
