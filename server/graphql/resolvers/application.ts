// Starting, reading and withdrawing applications. Thin: scope the caller, check, call the domain
// (server/applications). Every operation taking an application id goes through ownApplication (FORBIDDEN otherwise).
import { findResumableApplication } from '../../applications/openApplications';
import type { ApplicationData } from '../../applications/data';
import { dataOf } from '../../applications/data';
import {
  brandOf,
  carriedOver,
  clonedBase,
  homeStoreOf,
  isEligibleFor,
  knownSections,
  loanFor,
  loanSections,
} from '../../applications/create';
import { assertNoFieldErrors, refuseFields } from '../../applications/refusal';
import { findActiveStore, storeOut } from '../../applications/storeSnapshot';
import { isNoStore, NO_STORE_NUMBER } from '../../../src/lib/application/store';
import { insertApplication, updateApplication } from '../../applications/repository';
import { checkStoreShape, mergeAttributes } from '../../applications/sections';
import { findCustomerByEmail } from '../../customers/search';
import { isBrandKey } from '../../../brands/catalog';
import { todayEastern } from '../../../src/lib/application/dates';
import { stateCodeRule } from '../../../src/lib/application/personal';
import { toApplication } from '../../applications/toGraphQL';
import { badInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { ownApplication, ownUnsubmittedApplication } from '../../applications/access';
import { customerEmailFor } from '../../access/customerScope';

const CMS_DATA_MAX = 4_000;

function parseCmsData(cmsData: string | null | undefined): Record<string, unknown> | null {
  if (!cmsData) return null;
  if (cmsData.length > CMS_DATA_MAX) throw badInput('cmsData is too long.');
  try {
    const parsed: unknown = JSON.parse(cmsData);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through: not JSON
  }
  throw badInput('cmsData must be a JSON object.');
}

const shortText = (value: string | null | undefined, max: number, what: string): string | null => {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > max) throw badInput(`${what} is too long.`);
  return text;
};

function checkedState(value: string | null | undefined, field: string): string | null {
  if (value == null || value.trim() === '') return null;
  const key = stateCodeRule(value);
  if (key) refuseFields([{ field, key }]);
  return value.trim().toUpperCase();
}

type LoanType = 'CONVERSION' | 'REFINANCE' | 'EPP';

export const applicationQueries: Pick<QueryResolvers, 'application' | 'unsubmittedApplication'> = {
  application: async (_root, { id }, ctx) => toApplication(await ownApplication(ctx, id, 'Query.application')),

  // Only the caller's own (or the acted-as customer's); nothing older than 21 days is offered.
  unsubmittedApplication: async (_root, { email }, ctx) => {
    const row = await findResumableApplication(ctx.services.db, customerEmailFor(ctx, email));
    return row ? toApplication(row) : null;
  },
};

export const applicationMutations: Pick<
  MutationResolvers,
  | 'createApplication'
  | 'createReturningApplication'
  | 'cloneApplicationBase'
  | 'withdrawApplication'
  | 'convertApplicationTypeToConversion'
  | 'validateOriginalLoanDetails'
> = {
  // A second create while one is open returns the open one: a double submit or a second tab must not fork the flow.
  createApplication: async (_root, { application, cmsData }, ctx) => {
    const email = customerEmailFor(ctx, application.userInformation.email);
    const db = ctx.services.db;
    if (application.applicationType && application.applicationType !== 'STANDARD')
      throw badInput('Conversion and refinance applications start with createReturningApplication.');
    const stateCode =
      checkedState(application.stateCode, 'application.stateCode') ??
      checkedState(application.initialApplicationDetails?.stateCode, 'initialApplicationDetails.stateCode');
    // The campaign header is the browser's to send: a malformed one is ignored rather than failing the application.
    const headerCampaign = ctx.campaignId && /^[\w-]{1,20}$/.test(ctx.campaignId) ? ctx.campaignId : null;
    const campaignId = shortText(application.campaignId, 20, 'campaignId') ?? headerCampaign;
    const source = shortText(application.source, 40, 'source');
    const cms = parseCmsData(cmsData);
    const storeNumber = application.storeInformation?.storeNumber?.trim();
    assertNoFieldErrors(checkStoreShape({ storeNumber }));
    const store = storeNumber && !isNoStore(storeNumber) ? await findActiveStore(db, storeNumber) : null;
    if (storeNumber && !isNoStore(storeNumber) && !store)
      refuseFields([{ field: 'storeInfo.storeNumber', key: 'application.validation.storeUnknown' }]);
    const open = await findResumableApplication(db, email);
    if (open) return toApplication(open);
    const customer = await findCustomerByEmail(db, email);
    const initial = application.initialApplicationDetails;
    let data: ApplicationData = {
      userInformation: { email },
      campaignId,
      source,
      cmsData: cms,
      ...(initial?.productCode
        ? {
            initialApplicationDetails: {
              stateCode,
              product: { productCode: initial.productCode, channel: initial.channel ?? 'ONLINE' },
            },
          }
        : {}),
    };
    if (storeNumber)
      data.storeInformation = {
        storeNumber: store ? store.storeNumber : NO_STORE_NUMBER,
        brandName: store ? store.brand : brandOf(ctx.brandKey),
        store: store ? storeOut(store) : null,
      };
    if (application.additionalAttributes) data = mergeAttributes(data, application.additionalAttributes);
    const row = await insertApplication(db, {
      customerId: customer?.id ?? null,
      email,
      brand: brandOf(ctx.brandKey),
      channel: application.channel ?? (store ? 'RETAIL' : 'ONLINE'),
      stateCode,
      preferredProductCode: application.preferredProductCode ?? null,
      applicationUrl: '/application/personal',
      data,
    });
    ctx.log.info({ event: 'application.created', applicationId: row.id }, 'application created');
    return toApplication(row);
  },

  createReturningApplication: async (
    _root,
    { applicationType, brandName, isGPCEnabled, loanApplicationDetails },
    ctx,
  ) => {
    const email = customerEmailFor(ctx);
    const db = ctx.services.db;
    if (!isBrandKey(brandName)) throw badInput('Unknown brand.');
    const customer = await findCustomerByEmail(db, email);
    if (!customer || customer.customerType === 'NEW')
      throw badInput('Only a returning customer can start a returning application.');
    let loanData: ApplicationData = {};
    let loanNumber: string | null = null;
    if (applicationType !== 'STANDARD') {
      const loan = await loanFor(db, customer.id, loanApplicationDetails?.loanNumber, applicationType as LoanType);
      if (!loan || !isEligibleFor(loan, applicationType))
        refuseFields([{ field: 'loanApplicationDetails.loanNumber', key: 'application.validation.loanNotEligible' }]);
      loanData = loanSections(loan);
      loanNumber = loan.loanNumber;
    } else {
      const open = await findResumableApplication(db, email);
      if (open && open.brand === brandName && open.applicationType === 'STANDARD') return toApplication(open);
    }
    const homeStore = await homeStoreOf(db, customer);
    // The record says who they are; their earlier applications add the state ID and time at the address.
    const known = knownSections(customer, email);
    const earlier = await carriedOver(db, email, todayEastern());
    const retail = customer.customerType === 'RETAIL_RETURNING';
    const row = await insertApplication(db, {
      customerId: customer.id,
      email,
      applicationType,
      brand: brandName,
      channel: retail ? 'RETAIL' : 'ONLINE',
      stateCode: customer.stateCode,
      loanNumber,
      // What the loan systems know fills the personal step; the next thing to ask is income.
      applicationUrl: '/application/income',
      data: {
        userInformation: { email },
        customerInformation: {
          ...known,
          ...earlier.additional,
          personalInformation: { ...known?.personalInformation, ...earlier.stateId },
        },
        ...(homeStore ? { storeInformation: homeStore } : {}),
        externalSystemInformation: {
          source: (customer.qFundCustomerId ? 'QFUND' : 'LOANPRO') as 'QFUND' | 'LOANPRO',
          customerCode: customer.qFundCustomerId ?? customer.loanProCustomerId ?? null,
        },
        isGPCEnabled: isGPCEnabled ?? null,
        ...loanData,
      },
    });
    ctx.log.info({ event: 'application.created', applicationId: row.id, returning: true }, 'application created');
    return toApplication(row);
  },

  cloneApplicationBase: async (_root, { id, brand, suppressedBrand, suppressedChannel }, ctx) => {
    const source = await ownApplication(ctx, id, 'Mutation.cloneApplicationBase');
    if (!isBrandKey(brand)) throw badInput('Unknown brand.');
    if (suppressedBrand != null && !isBrandKey(suppressedBrand)) throw badInput('Unknown suppressed brand.');
    const db = ctx.services.db;
    const base = clonedBase(source, dataOf(source));
    const row = await insertApplication(db, {
      customerId: source.customerId,
      email: source.email,
      brand,
      channel: suppressedChannel === 'ONLINE' ? 'RETAIL' : 'ONLINE',
      stateCode: source.stateCode,
      applicationUrl: base.customerInformation?.personalInformation
        ? '/application/product-preference'
        : '/application/personal',
      data: {
        ...base,
        suppressedBrands: suppressedBrand ? [suppressedBrand] : [],
        onlineOnly: suppressedChannel === 'RETAIL' ? true : null,
        retailOnly: suppressedChannel === 'ONLINE' ? true : null,
      },
    });
    // One application to resume at a time: an unsubmitted source gives way to its clone.
    if (source.status === 'UNSUBMITTED' && !source.applicationState)
      await updateApplication(db, source.id, {
        status: 'WITHDRAWN',
        data: { ...dataOf(source), withdrawnAt: new Date().toISOString() },
      });
    return toApplication(row);
  },

  withdrawApplication: async (_root, { id }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.withdrawApplication');
    const updated = await updateApplication(ctx.services.db, row.id, {
      status: 'WITHDRAWN',
      data: { ...dataOf(row), withdrawnAt: new Date().toISOString() },
    });
    ctx.log.info({ event: 'application.withdrawn', applicationId: row.id }, 'application withdrawn');
    return toApplication(updated);
  },

  convertApplicationTypeToConversion: async (_root, { id, loanApplicationDetails }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.convertApplicationTypeToConversion');
    const db = ctx.services.db;
    const customer = await findCustomerByEmail(db, row.email);
    const loan = customer ? await loanFor(db, customer.id, loanApplicationDetails.loanNumber, 'CONVERSION') : null;
    if (!loan || !isEligibleFor(loan, 'CONVERSION'))
      refuseFields([{ field: 'loanApplicationDetails.loanNumber', key: 'application.validation.loanNotEligible' }]);
    const updated = await updateApplication(db, row.id, {
      applicationType: 'CONVERSION',
      loanNumber: loan.loanNumber,
      data: { ...dataOf(row), ...loanSections(loan) },
    });
    return toApplication(updated);
  },

  // A conversion or refinance is checked again before the offer: the loan may have been paid or changed meanwhile.
  validateOriginalLoanDetails: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Mutation.validateOriginalLoanDetails');
    if (row.applicationType === 'STANDARD')
      return { isNonStandardApplication: false, isEligible: true, hadLoanAmountDeleted: false };
    const db = ctx.services.db;
    const customer = await findCustomerByEmail(db, row.email);
    const loan = customer && row.loanNumber ? await loanFor(db, customer.id, row.loanNumber, 'CONVERSION') : null;
    const isEligible = loan !== null && isEligibleFor(loan, row.applicationType);
    const data = dataOf(row) as ApplicationData & { requestedAmount?: number | null };
    const payoffChanged = loan !== null && data.originalLoanDetails?.payoffAmount !== loan.payoffCents;
    const hadLoanAmountDeleted = data.requestedAmount != null && (!isEligible || payoffChanged);
    if (loan && (payoffChanged || hadLoanAmountDeleted)) {
      const { requestedAmount: _dropped, ...rest } = data;
      await updateApplication(db, row.id, { data: { ...rest, ...loanSections(loan) } });
    }
    return { isNonStandardApplication: true, isEligible, hadLoanAmountDeleted };
  },
};
