// The manual bank form: its values (strings as typed; the server keeps digits only), the Yup schema built on the
// shared rules (src/lib/application/bank.ts, the server checks the same), and the first values from what is known.
import { object, string } from 'yup';
import type { Application } from '../../../../api/application/endpoints';
import type { ManualBankSubmission } from '../../../../store/bank';
import { accountNumberRule, holderNameRule, openDateRule, routingNumberRule } from '../../../lib/application/bank';
import { ruleTest } from '../formParts';

export type ManualBankValues = ManualBankSubmission;

export const manualBankSchema = object({
  accountHoldersName: string().test(ruleTest<string | undefined>('holder', (v) => holderNameRule(v))),
  routingNumber: string().test(ruleTest<string | undefined>('routing', (v) => routingNumberRule(v))),
  accountNumber: string().test(ruleTest<string | undefined>('account', (v) => accountNumberRule(v))),
  accountOpenDate: string().test(ruleTest<string | undefined>('openDate', (v) => openDateRule(v))),
  bankName: string().max(100),
});

/** The server names fields `bankInfo.x`; the form names them `x`. */
export const MANUAL_BANK_RENAMES: Record<string, string> = {
  'bankInfo.accountHoldersName': 'accountHoldersName',
  'bankInfo.routingNumber': 'routingNumber',
  'bankInfo.accountNumber': 'accountNumber',
  'bankInfo.accountOpenDate': 'accountOpenDate',
  'bankInfo.accountType': 'accountNumber',
};

export function manualBankValuesFrom(a: Application | null): ManualBankValues {
  const personal = a?.customerInformation?.personalInformation;
  const b = a?.customerInformation?.bankingInformation;
  const name = [personal?.firstName, personal?.lastName].filter(Boolean).join(' ');
  return {
    accountHoldersName: b?.accountHoldersName ?? name,
    // Saved numbers are masked: they are typed again, never shown in full.
    routingNumber: '',
    accountNumber: '',
    accountOpenDate: '',
    bankName: b?.isReadOnly === false ? (b.bankName ?? '') : '',
  };
}
