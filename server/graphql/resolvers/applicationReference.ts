// Reference data for the application: the states of a ZIP, what a brand lends where, the state ID
// patterns and the learning-center links. Not about any one customer, so a CSR may read them acting as no one; the
// customer's own availability goes through ownApplication like every operation taking an application id.
import { BRANDS, brandOrDefault, isBrandKey, type BrandKey } from '../../../brands/catalog';
import { stateCodeRule } from '../../../src/lib/application/personal';
import { stateIdPatternFor } from '../../../src/lib/application/stateIdPatterns';
import { todayEastern } from '../../../src/lib/application/dates';
import { dataOf } from '../../applications/data';
import { refuseFields } from '../../applications/refusal';
import { statesForZip } from '../../applications/zipStates';
import { learningCenterLinksFor } from '../../content/learningCenter';
import { customerProductAvailability, productAvailability } from '../../products/availability';
import { customerFacts, statesWithStores } from '../../products/customerFacts';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { ownApplication } from '../../applications/access';

function brandArg(value: string, what = 'brandName'): BrandKey {
  if (!isBrandKey(value)) throw badInput(`Unknown ${what}.`);
  return value;
}

function stateArg(value: string): string {
  const key = stateCodeRule(value);
  if (key) refuseFields([{ field: 'stateCode', key }]);
  return value.trim().toUpperCase();
}

const partnerOf = (brand: BrandKey, partner: string | null | undefined): BrandKey =>
  partner == null || partner === '' ? BRANDS[brand].partnerBrand : brandArg(partner, 'partnerBrand');

const requestBrand = (ctx: GraphQLContext): BrandKey => brandOrDefault(ctx.brandKey);

export const applicationReferenceQueries: Pick<
  QueryResolvers,
  | 'statesForZipcode'
  | 'getProductAvailability'
  | 'getCustomerProductAvailability'
  | 'getStateIdPatterns'
  | 'getLearningCenterLinks'
  | 'getCurrentDate'
> = {
  statesForZipcode: (_root, { zipcode }) => {
    const zip = zipcode.trim();
    if (!/^\d{5}$/.test(zip)) refuseFields([{ field: 'zipcode', key: 'application.validation.zipFormat' }]);
    return statesForZip(zip);
  },

  getProductAvailability: async (_root, { stateCode, brandName, partnerBrand }, ctx) => {
    const brand = brandArg(brandName);
    return productAvailability({
      stateCode: stateArg(stateCode),
      brand,
      partnerBrand: partnerOf(brand, partnerBrand),
      statesWithStores: await statesWithStores(ctx.services.db),
    });
  },

  getCustomerProductAvailability: async (_root, { applicationId, partnerBrand, boCode }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.getCustomerProductAvailability');
    const brand = isBrandKey(row.brand) ? row.brand : requestBrand(ctx);
    const db = ctx.services.db;
    const { facts, stateCode } = await customerFacts(db, row.email, dataOf(row), boCode?.trim());
    const state = row.stateCode ?? stateCode;
    if (!state) throw badInput('The application has no state yet: save the personal step first.');
    return customerProductAvailability(
      {
        stateCode: state,
        brand,
        partnerBrand: partnerOf(brand, partnerBrand),
        statesWithStores: await statesWithStores(db),
      },
      facts,
    );
  },

  getStateIdPatterns: (_root, { stateCode, brandName }) => {
    brandArg(brandName);
    const pattern = stateIdPatternFor(stateCode);
    if (!pattern) refuseFields([{ field: 'stateCode', key: 'application.validation.stateIdStateRequired' }]);
    return [{ rule: pattern.rule, description: pattern.description.en }];
  },

  getLearningCenterLinks: (_root, _args, ctx) => learningCenterLinksFor(requestBrand(ctx)),

  // The lender's business date, so a browser in another time zone checks dates against the same day.
  getCurrentDate: () => todayEastern(),
};
