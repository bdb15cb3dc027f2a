// The agreements' shared rules: which agreements an applicant owes (E-SIGN consent first; California's notice; the
// recurring-debit authorization only with automatic payments), the methods offered (paying yourself always), an
// upload's type read from its bytes, and which uploads are owed; and the step table's new pages.
import type { Application } from '../../../api/application/endpoints';
import type { IncomeType } from '../../../api/generated/graphql';
import { describe, expect, it } from 'vitest';
import {
  isFundingMethod,
  isRepaymentMethod,
  missingAgreements,
  REPAYMENT_METHODS,
  requiredAgreements,
  requiredUploads,
  sniffUploadType,
} from '../../../src/lib/application/agreements';
import { applicationPaths as p } from '../../../src/features/application/paths';
import {
  canVisit,
  FLOW,
  hasUploads,
  nextPageAfter,
  shouldUploadDocuments,
} from '../../../src/features/application/steps';
import {
  application,
  withBank,
  withIncome as income,
  withPersonal,
  withProduct,
  withStore,
} from '../features/applicationFixtures';

describe('requiredAgreements', () => {
  it('starts with E-SIGN consent and adds California’s notice and the recurring-debit authorization when they apply', () => {
    expect(requiredAgreements('OH', 'NDD')).toEqual([
      'ESIGN_CONSENT',
      'PRIVACY_NOTICE',
      'CREDIT_REPORT_AUTHORIZATION',
      'TEXT_MESSAGE_CONSENT',
    ]);
    expect(requiredAgreements('ca', 'DEBIT_CARD').slice(4)).toEqual([
      'CA_PRIVACY_NOTICE',
      'RECURRING_DEBIT_AUTHORIZATION',
    ]);
    expect(requiredAgreements('TX', 'ACH')).toContain('RECURRING_DEBIT_AUTHORIZATION');
  });

  it('counts a disagreed answer as missing', () => {
    expect(
      missingAgreements(
        ['A', 'B', 'C'],
        [
          { idTag: 'A', value: true },
          { idTag: 'B', value: false },
        ],
      ),
    ).toEqual(['B', 'C']);
  });

  it('always offers a repayment without automatic debits (Reg E 1005.10(e))', () => {
    expect(REPAYMENT_METHODS).toContain('NDD');
    expect(isRepaymentMethod('EFT')).toBe(false);
    expect(isFundingMethod('EFT')).toBe(true);
    expect(isFundingMethod('NDD')).toBe(false);
  });
});

describe('sniffUploadType', () => {
  it('reads PDF, JPEG and PNG from their first bytes and nothing else', () => {
    expect(sniffUploadType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffUploadType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffUploadType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffUploadType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffUploadType(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sniffUploadType(new Uint8Array([]))).toBeNull();
  });

  it('owes a bank statement for a hand-entered account and proof of income when self-employed', () => {
    expect(requiredUploads({ manualBank: false, selfEmployed: false })).toEqual([]);
    expect(requiredUploads({ manualBank: true, selfEmployed: true })).toEqual(['BANK_STATEMENT', 'PROOF_OF_INCOME']);
  });
});

describe('the step table’s agreements pages', () => {
  const ctx = { isReturningCustomer: false };
  const withIncome = (type: IncomeType) => {
    const a = withBank(
      income(
        withStore(
          withProduct(withPersonal(application({ loanApplicationProgress: { applicationUrl: p.agreements } }))),
        ),
      ),
    );
    return {
      ...a,
      customerInformation: {
        ...a.customerInformation!,
        incomeInformation: { ...a.customerInformation!.incomeInformation!, type },
      },
    };
  };

  it('puts agreements after the bank pages and upload-docs after it', () => {
    const paths = FLOW.map((page) => page.path);
    expect(paths.indexOf(p.agreements)).toBe(paths.indexOf(p.bankVerification) + 1);
    expect(paths.indexOf(p.bankVerification)).toBe(paths.indexOf(p.bank) + 1);
    expect(paths.indexOf(p.uploadDocs)).toBeGreaterThan(paths.indexOf(p.agreements));
  });

  it('asks self-employed applicants and hand-entered accounts for uploads, and no one else', () => {
    expect(shouldUploadDocuments(withIncome('SELF_EMPLOYED'))).toBe(true);
    expect(shouldUploadDocuments(withIncome('E'))).toBe(false);
    expect(shouldUploadDocuments(withBank(withIncome('E'), 'MANUAL', 'APPROVED'))).toBe(true);
    expect(hasUploads({ ...withIncome('SELF_EMPLOYED'), uploadedDocumentKinds: ['PROOF_OF_INCOME'] })).toBe(true);
    expect(hasUploads(withIncome('SELF_EMPLOYED'))).toBe(false);
  });

  /** Agreed, and through the texted code, the product and the amount (the pages before upload-docs). */
  const throughAmount = (a: Application): Application => ({
    ...a,
    repaymentMethod: 'NDD',
    fundingMethod: 'EFT',
    loanApplication: {
      additionalAttributes: {
        optOut: null,
        canShareInfo: null,
        smsOptIn: null,
        otpResponse: 'OTP_VALID',
        disclosures: [],
      },
    },
    initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'PDL', channel: 'ONLINE' } },
    loanRequest: { amountCents: 30000 } as never,
  });

  it('goes on to the texted code after the agreements, and to upload-docs after the amount only when owed', () => {
    const agreed = { ...withIncome('SELF_EMPLOYED'), repaymentMethod: 'NDD' as const, fundingMethod: 'EFT' as const };
    expect(nextPageAfter(p.agreements, agreed, ctx)).toBe(p.otp);
    const selfEmployed = throughAmount(withIncome('SELF_EMPLOYED'));
    expect(nextPageAfter(p.amount, selfEmployed, ctx)).toBe(p.uploadDocs);
    expect(canVisit(p.uploadDocs, selfEmployed, ctx)).toBe(true);
    const employee = throughAmount(withIncome('E'));
    expect(nextPageAfter(p.amount, employee, ctx)).toBe(p.identity);
    expect(canVisit(p.uploadDocs, employee, ctx)).toBe(false);
  });

  it('keeps upload-docs closed until the agreements are saved', () => {
    expect(canVisit(p.uploadDocs, withIncome('SELF_EMPLOYED'), ctx)).toBe(false);
  });
});
