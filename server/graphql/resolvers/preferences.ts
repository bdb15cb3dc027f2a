// Communication preferences: the customer's message choices, message language and consents. Thin: scope to the
// customer's loan-system record (a CSR to the one they act as; the @auth guard audits, and keeps giving consent to
// the customer alone), then server/preferences. A withdrawal a CSR records for a customer who called names the CSR
// as who recorded it.
import { isLang, type Lang } from '../../../src/lib/i18n/lang';
import { customerEmailFor } from '../../access/customerScope';
import { findCustomerByEmail, type CustomerRow } from '../../customers/search';
import { RequestRefused } from '../../domainErrors';
import { choicesOf, messageLanguageOf, saveChoices, setMessageLanguage } from '../../preferences/choices';
import {
  giveConsent,
  latestConsent,
  phoneDigits,
  smsConsentCovers,
  withdrawConsent,
  type ConsentRecord,
} from '../../preferences/consents';
import { consentWording, type ConsentKind } from '../../preferences/wording';
import type { GraphQLContext } from '../context';
import type { CommunicationPreferences, ConsentState, MutationResolvers, QueryResolvers } from '../generated/resolvers';

const accountOf = (ctx: GraphQLContext) => findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));

async function customerOf(ctx: GraphQLContext): Promise<CustomerRow> {
  const customer = await accountOf(ctx);
  if (!customer) throw new RequestRefused('There is no loan account to keep preferences for.');
  return customer;
}

/** A language a caller named, else the request's. */
function langOf(ctx: GraphQLContext, asked: string | null | undefined): Lang {
  if (asked == null) return ctx.lang ?? 'en';
  if (!isLang(asked)) throw new RequestRefused('Choose English or Spanish.');
  return asked;
}

const who = (ctx: GraphQLContext) => ({ at: ctx.services.clock(), email: ctx.caller?.claims.email ?? '' });

const recordOut = (r: ConsentRecord) => ({
  id: r.id,
  action: r.action === 'GIVEN' ? ('GIVEN' as const) : ('WITHDRAWN' as const),
  wording: r.wording,
  language: r.language,
  phoneNumber: r.phone,
  at: r.at.toISOString(),
});

async function consentOut(
  ctx: GraphQLContext,
  customer: CustomerRow,
  consent: ConsentKind,
  lang: Lang,
): Promise<ConsentState> {
  const latest = await latestConsent(ctx.services.db, customer.id, consent);
  const inForce = consent === 'SMS' ? smsConsentCovers(latest, customer.phone) : latest?.action === 'GIVEN';
  return {
    consent,
    inForce,
    latest: latest ? recordOut(latest) : null,
    wording: consentWording(consent, lang, customer),
  };
}

async function preferencesOf(
  ctx: GraphQLContext,
  customer: CustomerRow,
  lang: Lang,
): Promise<CommunicationPreferences> {
  const { db } = ctx.services;
  const [choices, language, sms, esign] = await Promise.all([
    choicesOf(db, customer.id),
    messageLanguageOf(db, customer.id),
    consentOut(ctx, customer, 'SMS', lang),
    consentOut(ctx, customer, 'ESIGN', lang),
  ]);
  const phoneNumber = customer.phone ? phoneDigits(customer.phone) : null;
  return { choices, language, phoneNumber, sms, esign };
}

export const preferencesQueries: Pick<QueryResolvers, 'communicationPreferences'> = {
  communicationPreferences: async (_root, { language }, ctx) => {
    const lang = langOf(ctx, language);
    const customer = await accountOf(ctx);
    return customer ? preferencesOf(ctx, customer, lang) : null;
  },
};

export const preferencesMutations: Pick<
  MutationResolvers,
  'updateMessagePreferences' | 'giveConsent' | 'withdrawConsent'
> = {
  updateMessagePreferences: async (_root, { input }, ctx) => {
    const customer = await customerOf(ctx);
    const { db } = ctx.services;
    const language = input.language == null ? null : langOf(ctx, input.language);
    await saveChoices(db, customer.id, input.choices ?? [], who(ctx));
    if (language) await setMessageLanguage(db, customer.id, language, who(ctx));
    return preferencesOf(ctx, customer, langOf(ctx, null));
  },
  giveConsent: async (_root, { consent, wording, language }, ctx) => {
    const customer = await customerOf(ctx);
    const lang = langOf(ctx, language);
    const { at, email } = who(ctx);
    const change = { customerId: customer.id, consent, lang, facts: customer, at, recordedBy: email };
    await giveConsent(ctx.services.db, change, wording);
    return preferencesOf(ctx, customer, lang);
  },
  withdrawConsent: async (_root, { consent }, ctx) => {
    const customer = await customerOf(ctx);
    const { at, email } = who(ctx);
    await withdrawConsent(ctx.services.db, { customerId: customer.id, consent, at, recordedBy: email });
    return preferencesOf(ctx, customer, langOf(ctx, null));
  },
};
