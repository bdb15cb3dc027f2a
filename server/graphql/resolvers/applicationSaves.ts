// The application's saves: each checks its step with the rules shared with the client and
// refuses field by field (BAD_USER_INPUT with extensions.fieldErrors), then stores the step and where the applicant is.
import { isBrandKey } from '../../../brands/catalog';
import { isNoStore, NO_STORE_NUMBER } from '../../../src/lib/application/store';
import { dataOf, type ApplicationData } from '../../applications/data';
import { assertNoFieldErrors, refuseFields } from '../../applications/refusal';
import { updateApplication } from '../../applications/repository';
import {
  checkIncome,
  checkPersonal,
  checkStoreShape,
  checkUserInformation,
  mergeAttributes,
  mergeIncome,
  mergePersonal,
} from '../../applications/sections';
import { offeredProduct, withoutProductGoneFrom, withProductChoice } from '../../applications/finalSteps/loanRequest';
import { findActiveStore, storeOut } from '../../applications/storeSnapshot';
import { toApplication } from '../../applications/toGraphQL';
import { statesForZip } from '../../applications/zipStates';
import { productAvailability } from '../../products/availability';
import { statesWithStores } from '../../products/customerFacts';
import type { GraphQLContext } from '../context';
import type { MutationResolvers } from '../generated/resolvers';
import { ownUnsubmittedApplication } from '../../applications/access';

/** Application screens only: /application and up to three path segments of lower-case words. */
const PROGRESS_URL = /^\/application(?:\/[a-z0-9-]{1,40}){0,3}$/;

function progressUrl(value: string | null | undefined, field: string): string | undefined {
  if (value == null) return undefined;
  const url = value.trim();
  if (!PROGRESS_URL.test(url)) refuseFields([{ field, key: 'application.validation.progressUrl' }]);
  return url;
}

const brandKeyOr = (value: string | null | undefined, fallback: string) => (isBrandKey(value) ? value : fallback);

async function productOffered(
  ctx: GraphQLContext,
  brand: string,
  stateCode: string,
  code: string,
  channel?: string | null,
) {
  if (!isBrandKey(brand)) return false;
  const availability = productAvailability({
    stateCode,
    brand,
    partnerBrand: brand,
    statesWithStores: await statesWithStores(ctx.services.db),
  });
  return availability.products.some((p) => p.productCode === code && (!channel || p.channel === channel));
}

export const applicationSaveMutations: Pick<
  MutationResolvers,
  | 'savePersonalInformation'
  | 'saveUserInformation'
  | 'saveStoreInformation'
  | 'saveIncomeInformation'
  | 'saveLoanApplicationProgress'
> = {
  savePersonalInformation: async (
    _root,
    { id, personalInfo, contactInfo, additionalInfo, spousalInfo, loanProgress },
    ctx,
  ) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.savePersonalInformation');
    const { cipher, db } = ctx.services;
    const data = dataOf(row);
    const save = { personalInfo, contactInfo, additionalInfo, spousalInfo };
    const url = progressUrl(loanProgress?.applicationUrl, 'loanProgress.applicationUrl');
    assertNoFieldErrors(
      checkPersonal(save, data.customerInformation?.personalInformation, {
        now: new Date(),
        statesForZip,
        unseal: (sealed) => cipher.decrypt(sealed),
      }),
    );
    const merged = mergePersonal(data, save, row.email, (plain) => cipher.encrypt(plain));
    const stateCode = merged.customerInformation?.contactInformation?.address?.stateCode ?? row.stateCode;
    const updated = await updateApplication(db, row.id, {
      data: await withoutProductGoneFrom(db, { ...row, stateCode }, merged),
      stateCode,
      ...(url ? { applicationUrl: url } : {}),
    });
    return toApplication(updated);
  },

  saveUserInformation: async (_root, { id, userInfo, additionalAttributes, loanProgress }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveUserInformation');
    const url = progressUrl(loanProgress?.applicationUrl, 'loanProgress.applicationUrl');
    assertNoFieldErrors(checkUserInformation(userInfo.email, row.email.toLowerCase(), additionalAttributes));
    let data: ApplicationData = { ...dataOf(row), userInformation: { email: row.email.toLowerCase() } };
    if (additionalAttributes) data = mergeAttributes(data, additionalAttributes);
    const updated = await updateApplication(ctx.services.db, row.id, { data, ...(url ? { applicationUrl: url } : {}) });
    return toApplication(updated);
  },

  // The product-preference step saves the product alone (no storeNumber); store select then saves the store with it.
  // The loan type is asked once: the preference is also the chosen product, which the final steps' products page then
  // only asks again when it is not there (docs/application-flow.md, "The loan type is asked once").
  saveStoreInformation: async (_root, { id, storeInfo, loanProgress }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveStoreInformation');
    const db = ctx.services.db;
    const url = progressUrl(loanProgress?.applicationUrl, 'loanProgress.applicationUrl');
    assertNoFieldErrors(checkStoreShape(storeInfo));
    const storeNumber = storeInfo.storeNumber?.trim();
    const store = storeNumber && !isNoStore(storeNumber) ? await findActiveStore(db, storeNumber) : null;
    if (storeNumber && !isNoStore(storeNumber) && !store)
      refuseFields([{ field: 'storeInfo.storeNumber', key: 'application.validation.storeUnknown' }]);
    const product = storeInfo.preferredProductCode;
    if (product && row.stateCode && !(await productOffered(ctx, row.brand, row.stateCode, product, storeInfo.channel)))
      refuseFields([{ field: 'storeInfo.preferredProductCode', key: 'application.validation.productUnavailable' }]);
    const data = dataOf(row);
    const current = data.storeInformation ?? {};
    const storeInformation =
      storeNumber === undefined
        ? { ...current, brandName: brandKeyOr(storeInfo.brandName, current.brandName ?? row.brand) }
        : {
            storeNumber: store ? store.storeNumber : NO_STORE_NUMBER,
            brandName: store ? store.brand : brandKeyOr(storeInfo.brandName, row.brand),
            store: store ? storeOut(store) : null,
          };
    const channel = storeInfo.channel ?? (store ? 'RETAIL' : row.channel);
    // Only the preference step's own save (the product and its channel, no store) chooses the product: saving a store
    // later never changes a product the customer has chosen since.
    const chosen =
      product && storeInfo.channel && storeNumber === undefined
        ? await offeredProduct(db, row, product, storeInfo.channel)
        : null;
    const withStore = { ...data, storeInformation };
    const updated = await updateApplication(db, row.id, {
      data: chosen ? withProductChoice(withStore, row.stateCode, chosen) : withStore,
      channel,
      ...(product ? { preferredProductCode: product } : {}),
      ...(url ? { applicationUrl: url } : {}),
    });
    return toApplication(updated);
  },

  saveIncomeInformation: async (_root, { id, incomeInfo, agreements }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveIncomeInformation');
    assertNoFieldErrors(checkIncome(incomeInfo, new Date()));
    const updated = await updateApplication(ctx.services.db, row.id, {
      data: mergeIncome(dataOf(row), incomeInfo, agreements),
    });
    return toApplication(updated);
  },

  saveLoanApplicationProgress: async (_root, { id, applicationUrl }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveLoanApplicationProgress');
    const url = progressUrl(applicationUrl, 'applicationUrl')!;
    return toApplication(await updateApplication(ctx.services.db, row.id, { applicationUrl: url }));
  },
};
