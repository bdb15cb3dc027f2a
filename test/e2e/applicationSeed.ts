// An application put at any step of the flow through the server's own API, the way the screens save it (part 1's
// saves, the Link sandbox's wire calls for the bank, every required agreement, the texted code read from the outbox,
// the product and the amount), so a browser test can start on the step it is about instead of walking the ones before.
// The walk through every screen is fullFlow.spec.ts; this is for the browser tests of one step.
import { expect, type APIRequestContext } from '@playwright/test';
import {
  ApplicationOtpSearchDocument,
  CreateApplicationDocument,
  CreatePlaidTokenDocument,
  InitializePlaidConnectionDocument,
  OptOutOfIdentityCheckDocument,
  SaveAgreementsDocument,
  SaveBankInformationDocument,
  SaveIncomeInformationDocument,
  SaveLoanApplicationProgressDocument,
  SaveLoanRequestDocument,
  SavePersonalInformationDocument,
  SaveProductChoiceDocument,
  SaveStoreInformationDocument,
  SendApplicationOtpDocument,
} from '../../api/generated/graphql';
import { requiredAgreements } from '../../src/lib/application/agreements';
import { applicationPaths as p } from '../../src/features/application/paths';
import { NORA } from './applicationSupport';
import { graphql, latestCode, tokensOf } from './support';
import { plusDays, todayEastern } from '../../src/lib/application/dates';

/** The steps in flow order; a seed completes every step before the one named and records that one as reached. */
const STEPS = ['bank', 'agreements', 'otp', 'products', 'amount', 'uploadDocs', 'identity', 'submit'] as const;
export type SeedStep = (typeof STEPS)[number];

export interface SeedOptions {
  email?: string;
  /** The demo decision rules read the last name (`Decline`, `Card`, `Review`, ...). */
  lastName?: string;
  /** `SELF_EMPLOYED` makes upload-docs apply. */
  incomeType?: 'E' | 'SELF_EMPLOYED';
  /** The page the application is left on (every page before it done). */
  at: SeedStep;
}

export interface Seeded {
  id: string;
  idToken: string;
  /** The application's cell phone, as the outbox files its texts. */
  phone: string;
}

/** NORA's phone as the outbox files texts to it. */
const PHONE = NORA.phone.replace(/\D/g, '');

/** An ISO date `days` from today in US Eastern time, as the income step stores pay dates. */
export const isoEasternDate = (days: number): string => plusDays(todayEastern(), days);

export async function seedApplication(request: APIRequestContext, options: SeedOptions): Promise<Seeded> {
  const email = options.email ?? 'new.customer@example.com';
  const { idToken } = await tokensOf(request, email);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const body = await graphql(request, idToken, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data ?? {};
  };
  const reached = (step: SeedStep) => STEPS.indexOf(options.at) > STEPS.indexOf(step);

  const created = await call(CreateApplicationDocument, {
    application: { userInformation: { email }, channel: 'ONLINE' },
  });
  const id = (created.createApplication as { id: string }).id;
  await call(SavePersonalInformationDocument, {
    id,
    personalInfo: {
      firstName: NORA.firstName,
      lastName: options.lastName ?? NORA.lastName,
      dateOfBirth: '1985-04-12',
      documentNumber: NORA.ssn,
      driverLicenseStateCode: 'OH',
      driverLicenseNumber: 'AB123456',
    },
    contactInfo: {
      address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
      phones: [{ type: 'C', number: NORA.phone }],
    },
    additionalInfo: { monthsAtAddress: 24, ownResidence: false },
  });
  await call(SaveStoreInformationDocument, {
    id,
    storeInfo: { preferredProductCode: 'ILP', channel: 'ONLINE', brandName: 'lumen' },
  });
  await call(SaveStoreInformationDocument, { id, storeInfo: { storeNumber: '2997', preferredProductCode: 'ILP' } });
  await call(SaveIncomeInformationDocument, {
    id,
    incomeInfo: {
      type: options.incomeType ?? 'E',
      employerName: 'Acme Tools',
      paymentFrequency: 'BI',
      amountNet: 250_000,
      amountGross: 300_000,
      nextPaymentDate: isoEasternDate(7),
    },
  });

  if (reached('bank')) {
    // The Link sandbox's dialog calls, as react-plaid-link's iframe makes them (user_good: checking open two years).
    const token = await call(CreatePlaidTokenDocument, { id, clientName: 'Lumen Cash' });
    const credentials = {
      link_token: (token.createPlaidToken as { link_token: string }).link_token,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    };
    expect((await request.post('/bank-link/sandbox/accounts', { data: credentials })).ok()).toBe(true);
    const done = await request.post('/bank-link/sandbox/complete', { data: { ...credentials, account_ids: [] } });
    const publicToken = ((await done.json()) as { public_token: string }).public_token;
    const connection = await call(InitializePlaidConnectionDocument, { id, publicToken });
    const [account] = (connection.initializePlaidConnection as { checkingAccounts: { account_id: string }[] })
      .checkingAccounts;
    await call(SaveBankInformationDocument, {
      id,
      bankInfo: { accountType: 'CHECKING', linkedAccountId: account!.account_id },
    });
  }
  if (reached('agreements')) {
    const agreements = requiredAgreements('OH', 'NDD').map((idTag) => ({ idTag, value: true }));
    await call(SaveAgreementsDocument, { id, agreements, repaymentMethod: 'NDD', fundingMethod: 'EFT' });
  }
  if (reached('otp')) {
    await call(SendApplicationOtpDocument, { applicationId: id });
    const code = await latestCode(request, PHONE);
    const checked = await call(ApplicationOtpSearchDocument, { applicationId: id, code });
    expect((checked.otpSearch as { result: string }).result).toBe('OTP_VALID');
  }
  if (reached('products')) await call(SaveProductChoiceDocument, { id, productCode: 'ILP', channel: 'ONLINE' });
  if (reached('amount')) {
    await call(SaveLoanRequestDocument, { id, productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 });
  }
  // upload-docs applies to the self-employed only; a seed past it with that income type is not needed yet.
  if (reached('identity')) await call(OptOutOfIdentityCheckDocument, { applicationId: id });

  await call(SaveLoanApplicationProgressDocument, { id, applicationUrl: p[options.at] });
  return { id, idToken, phone: PHONE };
}
