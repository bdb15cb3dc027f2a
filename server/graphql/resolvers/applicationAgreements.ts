// The application's agreements:
// the brand's base agreements and the state's documents, each made as a PDF for the applicant and offered by its
// download address, and saveAgreements, which refuses unless E-SIGN consent and every other required agreement are
// agreed, then signs the issued copies and keeps the repayment and funding choice (again after a decision that asked
// for another method). Uploaded documents are listed here; the bytes travel over REST (server/documents/routes.ts).
import { isBrandKey, type BrandKey } from '../../../brands/catalog';
import {
  BASE_AGREEMENTS,
  ESIGN_CONSENT,
  isFundingMethod,
  isRepaymentMethod,
  missingAgreements,
  needsRecurringDebitAuthorization,
  requiredAgreements,
  stateAgreements,
  type AgreementId,
} from '../../../src/lib/application/agreements';
import { stateCodeRule } from '../../../src/lib/application/personal';
import { stateIdPatternFor } from '../../../src/lib/application/stateIdPatterns';
import type { MessageKey } from '../../../src/lib/i18n/en';
import { DEFAULT_LANG } from '../../../src/lib/i18n/lang';
import { US_STATES } from '../../../src/lib/usStates';
import { dataOf, type ApplicationData } from '../../applications/data';
import type { ApplicationRow } from '../../applications/openApplications';
import { updateApplication } from '../../applications/repository';
import { toApplication } from '../../applications/toGraphQL';
import { serverText } from '../../content/catalogues';
import { agreementTitle } from '../../documents/agreementPdf';
import { brandOf, issueAgreements } from '../../documents/agreements';
import { documentUrl, listDocuments, signAgreements } from '../../documents/store';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type { Disclosure, MutationResolvers, QueryResolvers, RequiredField } from '../generated/resolvers';
import { ownApplication, ownApplicationOpenToNewMethod } from '../../applications/access';

interface FieldRefusal {
  field: string;
  key: MessageKey;
}

/** BAD_USER_INPUT with fieldErrors, the shape part 1's saves answer (server/applications/refusal.ts). */
function refuse(errors: readonly FieldRefusal[]): never {
  throw gqlError('BAD_USER_INPUT', serverText('en', errors[0]!.key), { fieldErrors: errors });
}

function brandArg(value: string): BrandKey {
  if (!isBrandKey(value)) throw badInput('Unknown brandName.');
  return value;
}

function stateArg(value: string): string {
  const key = stateCodeRule(value);
  if (key) refuse([{ field: 'stateCode', key }]);
  return value.trim().toUpperCase();
}

const TYPE_OF = (id: AgreementId) =>
  id === 'RECURRING_DEBIT_AUTHORIZATION' ? 'PAYMENT' : BASE_AGREEMENTS.includes(id) ? 'BASE' : 'STATE';

/** The disclosures for `ids`: made for the application when there is one (with a download address), else titles only. */
async function disclosuresFor(
  ctx: GraphQLContext,
  ids: readonly AgreementId[],
  row: ApplicationRow | null,
  repaymentMethod?: string | null,
): Promise<Disclosure[]> {
  const lang = ctx.lang ?? DEFAULT_LANG;
  if (!row) return ids.map((id) => ({ idTag: id, title: agreementTitle(id, lang), type: TYPE_OF(id) }));
  const issued = await issueAgreements(ctx.services.db, row, lang, ids, repaymentMethod);
  return issued.map((doc) => ({ idTag: doc.id, title: doc.title, type: TYPE_OF(doc.id), url: doc.url }));
}

/** Each disclosure as a required checkbox, with the applicant's saved answer. */
function requiredFieldsOf(disclosures: readonly Disclosure[], row: ApplicationRow | null, lang: 'en' | 'es') {
  const answers = dataOf(row ?? { data: {} }).loanApplication?.additionalAttributes?.disclosures ?? [];
  return disclosures.map((disclosure): RequiredField => ({
    copy: disclosure.title,
    disclosure,
    inputs: [
      {
        type: 'checkbox',
        idTag: disclosure.idTag,
        label: serverText(lang, 'application.agreements.checkbox', { title: disclosure.title }),
        value: String(answers.some((a) => a.idTag === disclosure.idTag && a.value)),
      },
    ],
  }));
}

const applicationFor = (ctx: GraphQLContext, id: string | null | undefined, operation: string) =>
  id ? ownApplication(ctx, id, operation) : Promise.resolve(null);

export const applicationAgreementQueries: Pick<
  QueryResolvers,
  'documentsPerState' | 'getBaseDisclosures' | 'applicationDocuments'
> = {
  documentsPerState: async (_root, { stateCode, brandName, applicationId }, ctx) => {
    brandArg(brandName);
    const abbr = stateArg(stateCode);
    const row = await applicationFor(ctx, applicationId, 'Query.documentsPerState');
    const disclosures = await disclosuresFor(ctx, stateAgreements(abbr), row);
    const pattern = stateIdPatternFor(abbr);
    const lang = ctx.lang ?? DEFAULT_LANG;
    return {
      id: `${row ? brandOf(row) : brandName}-${abbr}`,
      abbr,
      name: US_STATES.find(([code]) => code === abbr)?.[1] ?? abbr,
      idPattern: pattern ? { rule: pattern.rule, description: pattern.description[lang] } : null,
      disclosures,
      requiredFields: requiredFieldsOf(disclosures, row, lang),
    };
  },

  getBaseDisclosures: async (_root, { brandName, disclosureType, section, applicationId }, ctx) => {
    brandArg(brandName);
    const row = await applicationFor(ctx, applicationId, 'Query.getBaseDisclosures');
    if (section === 'repayment') {
      if (!needsRecurringDebitAuthorization(disclosureType))
        refuse([{ field: 'disclosureType', key: 'application.agreements.choiceRequired' }]);
      return disclosuresFor(ctx, ['RECURRING_DEBIT_AUTHORIZATION'], row, disclosureType);
    }
    const ids = disclosureType ? BASE_AGREEMENTS.filter((id) => id === disclosureType) : BASE_AGREEMENTS;
    return disclosuresFor(ctx, ids, row);
  },

  applicationDocuments: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.applicationDocuments');
    const docs = await listDocuments(ctx.services.db, row.id);
    return docs.map((doc) => ({
      id: doc.id,
      category: doc.category,
      kind: doc.kind,
      fileName: doc.fileName,
      contentType: doc.contentType,
      byteSize: doc.byteSize,
      signedAt: doc.signedAt?.toISOString() ?? null,
      createdAt: doc.createdAt.toISOString(),
      url: documentUrl(doc.id),
    }));
  },
};

export const applicationAgreementMutations: Pick<MutationResolvers, 'saveAgreements'> = {
  saveAgreements: async (_root, { id, agreements, repaymentMethod, fundingMethod }, ctx) => {
    // Also after a decision that asked for another method (SUBMIT_ERROR): the new one is saved here, then resubmitted.
    const row = await ownApplicationOpenToNewMethod(ctx, id, 'Mutation.saveAgreements');
    const errors: FieldRefusal[] = [];
    if (!isRepaymentMethod(repaymentMethod))
      errors.push({ field: 'repaymentMethod', key: 'application.agreements.choiceRequired' });
    if (!isFundingMethod(fundingMethod))
      errors.push({ field: 'fundingMethod', key: 'application.agreements.choiceRequired' });
    const required = requiredAgreements(row.stateCode, repaymentMethod);
    const missing = missingAgreements(required, agreements);
    // E-SIGN 7001(c): without consent to electronic records nothing else may be agreed electronically.
    if (missing.includes(ESIGN_CONSENT))
      errors.unshift({ field: `agreements.${ESIGN_CONSENT}`, key: 'application.agreements.esignFirst' });
    for (const idTag of missing.filter((m) => m !== ESIGN_CONSENT))
      errors.push({ field: `agreements.${idTag}`, key: 'application.agreements.mustAgree' });
    if (errors.length > 0) refuse(errors);

    // The copies agreed to are the ones issued in the customer's language (made now if they never opened them).
    const lang = ctx.lang ?? DEFAULT_LANG;
    const issued = await issueAgreements(ctx.services.db, row, lang, required, repaymentMethod);
    const agreedAt = new Date();
    await signAgreements(
      ctx.services.db,
      row.id,
      issued.map((doc) => doc.documentId),
      agreedAt,
    );
    const data = dataOf(row);
    const attributes = data.loanApplication?.additionalAttributes ?? { disclosures: [] };
    const answers = new Map((attributes.disclosures ?? []).map((a) => [a.idTag, a.value]));
    for (const idTag of required) answers.set(idTag, true);
    const next: ApplicationData = {
      ...data,
      loanApplication: {
        ...data.loanApplication,
        additionalAttributes: {
          ...attributes,
          disclosures: [...answers].map(([idTag, value]) => ({ idTag, value })),
        },
      },
      repaymentMethod: repaymentMethod!,
      fundingMethod: fundingMethod!,
      agreements: { agreedAt: agreedAt.toISOString(), lang, documentIds: issued.map((doc) => doc.documentId) },
    };
    return toApplication(await updateApplication(ctx.services.db, row.id, { data: next }));
  },
};
