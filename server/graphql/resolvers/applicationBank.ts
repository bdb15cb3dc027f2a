// Bank linking and the bank step: createPlaidToken → Link → initializePlaidConnection,
// saveBankInformation (a linked checking account, or one typed by hand with the ABA checksum), and the bank
// verification a typed account needs. Every operation takes the application id and goes through ownApplication:
// another customer's application is FORBIDDEN. The full account and routing numbers never leave the server.
import { bankDigits, validateManualBank } from '../../../src/lib/application/bank';
import { parseCalendarDate } from '../../../src/lib/application/dates';
import { dataOf } from '../../applications/data';
import { assertNoFieldErrors, refuseFields } from '../../applications/refusal';
import { updateApplication } from '../../applications/repository';
import { toApplication } from '../../applications/toGraphQL';
import type { StoredBanking } from '../../bank/banking';
import {
  accountOut,
  bankNameOf,
  initializeConnection,
  isChecking,
  linkedAccount,
  linkedCheckingAccounts,
} from '../../bank/connection';
import { latestItemOf } from '../../bank/items';
import { applicationOwner } from '../../bank/owner';
import { bankLinkProvider, BankLinkError } from '../../bank/provider';
import {
  latestVerification,
  matchAccount,
  recordDecision,
  requestVerification,
  verificationOut,
} from '../../bank/verification';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { ownApplication, ownUnsubmittedApplication } from '../../applications/access';

/** Application screens only, as the other saves accept them. */
const PROGRESS_URL = /^\/application(?:\/[a-z0-9-]{1,40}){0,3}$/;
const CLIENT_NAME = /^[\p{L}\p{N} &'.,-]{1,30}$/u;

const provider = (ctx: GraphQLContext) => bankLinkProvider(ctx.services);

/** A bank-link failure the customer can do nothing about reads as a plain refusal, never a stack trace. */
function linkFailure(error: unknown): never {
  if (error instanceof BankLinkError) {
    throw badInput('The bank link could not be completed. Please try again or enter your bank account by hand.');
  }
  throw error;
}

export const applicationBankQueries: Pick<QueryResolvers, 'searchBankVerification' | 'linkedBankAccounts'> = {
  searchBankVerification: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.searchBankVerification');
    const verification = await latestVerification(ctx.services, row.id);
    return verification ? verificationOut(verification) : null;
  },

  linkedBankAccounts: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.linkedBankAccounts');
    const accounts = await linkedCheckingAccounts(ctx.services, row.id);
    return accounts.map((a) => accountOut(a, ctx.services.cipher));
  },
};

export const applicationBankMutations: Pick<
  MutationResolvers,
  'createPlaidToken' | 'initializePlaidConnection' | 'saveBankInformation' | 'saveDecisionBankVerification'
> = {
  createPlaidToken: async (_root, { id, clientName, redirectUrl, isUpdateMode }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.createPlaidToken');
    if (!CLIENT_NAME.test(clientName.trim()))
      refuseFields([{ field: 'clientName', key: 'application.bank.validation.clientName' }]);
    const redirectUri = redirectUrl && /^https:\/\/[^\s]{1,300}$/.test(redirectUrl) ? redirectUrl : null;
    const link = provider(ctx);
    let itemId: string | null = null;
    let accessToken: string | null = null;
    if (isUpdateMode) {
      const item = await latestItemOf(ctx.services, row.id);
      if (!item?.accessTokenSealed) throw badInput('There is no bank link to sign in to again. Please link your bank.');
      itemId = item.itemId;
      accessToken = ctx.services.cipher.decrypt(item.accessTokenSealed);
    }
    try {
      const token = await link.createLinkToken({
        owner: applicationOwner(row.id),
        clientName: clientName.trim(),
        itemId,
        accessToken,
        redirectUri,
        language: 'en',
      });
      return { ...token, linkScriptUrl: link.scriptUrl };
    } catch (error) {
      return linkFailure(error);
    }
  },

  initializePlaidConnection: async (_root, { id, publicToken, isUpdateMode }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.initializePlaidConnection');
    if (publicToken.length === 0 || publicToken.length > 200) throw badInput('The bank link answered no public token.');
    try {
      return await initializeConnection(ctx.services, provider(ctx), row, publicToken, Boolean(isUpdateMode));
    } catch (error) {
      return linkFailure(error);
    }
  },

  saveBankInformation: async (_root, { id, bankInfo, loanProgress }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveBankInformation');
    const { cipher, db } = ctx.services;
    const url = loanProgress?.applicationUrl?.trim();
    if (url !== undefined && !PROGRESS_URL.test(url))
      refuseFields([{ field: 'loanProgress.applicationUrl', key: 'application.validation.progressUrl' }]);
    const data = dataOf(row);
    const holder = bankInfo.accountHoldersName?.trim() || null;
    let banking: StoredBanking;
    if (bankInfo.linkedAccountId) {
      const account = await linkedAccount(ctx.services, row.id, bankInfo.linkedAccountId);
      if (!account || !account.accountSealed || !account.routingSealed)
        refuseFields([{ field: 'bankInfo.linkedAccountId', key: 'application.bank.validation.linkedAccountUnknown' }]);
      if (!isChecking(account))
        refuseFields([{ field: 'bankInfo.linkedAccountId', key: 'application.bank.validation.checkingOnly' }]);
      const personal = data.customerInformation?.personalInformation;
      banking = {
        source: 'LINK',
        isReadOnly: true,
        accountType: 'CHECKING',
        routingNumberSealed: account.routingSealed,
        routingNumberLast4: cipher.decrypt(account.routingSealed).slice(-4),
        accountNumberSealed: account.accountSealed,
        accountNumberLast4: cipher.decrypt(account.accountSealed).slice(-4),
        accountHoldersName: holder ?? ([personal?.firstName, personal?.lastName].filter(Boolean).join(' ') || null),
        accountBalance: account.availableCents ?? account.currentCents,
        bankName: await bankNameOf(ctx.services, account.itemId),
        accountOpenDate: account.openDate,
        linkedAccountId: account.accountId,
        verificationStatus: null,
      };
    } else {
      assertNoFieldErrors(
        validateManualBank({
          routingNumber: bankInfo.routingNumber,
          accountNumber: bankInfo.accountNumber,
          accountHoldersName: bankInfo.accountHoldersName,
          accountOpenDate: bankInfo.accountOpenDate,
        }),
      );
      if (bankInfo.accountType !== 'CHECKING')
        refuseFields([{ field: 'bankInfo.accountType', key: 'application.bank.validation.checkingOnly' }]);
      const routing = bankDigits(bankInfo.routingNumber);
      const account = bankDigits(bankInfo.accountNumber);
      banking = {
        source: 'MANUAL',
        isReadOnly: false,
        accountType: 'CHECKING',
        routingNumberSealed: cipher.encrypt(routing),
        routingNumberLast4: routing.slice(-4),
        accountNumberSealed: cipher.encrypt(account),
        accountNumberLast4: account.slice(-4),
        accountHoldersName: holder,
        accountBalance: null,
        bankName: bankInfo.bankName?.trim().slice(0, 100) || null,
        accountOpenDate: parseCalendarDate(bankInfo.accountOpenDate),
        linkedAccountId: null,
        verificationStatus: 'PENDING',
      };
      await requestVerification(ctx.services, row.id);
    }
    const updated = await updateApplication(db, row.id, {
      data: { ...data, customerInformation: { ...data.customerInformation, bankingInformation: banking } },
      ...(url ? { applicationUrl: url } : {}),
    });
    ctx.log.info({ event: 'bank.saved', source: banking.source }, 'bank account saved');
    return toApplication(updated);
  },

  saveDecisionBankVerification: async (_root, { id, decision }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveDecisionBankVerification');
    const banking = dataOf(row).customerInformation?.bankingInformation;
    const verification = await latestVerification(ctx.services, row.id);
    if (!banking || banking.source !== 'MANUAL' || !verification)
      throw badInput('This application has no bank account waiting for verification.');
    if (verification.requestCode !== decision.requestCode.trim() || verification.expiresAt.getTime() < Date.now())
      throw badInput('This verification request has expired. Please start the verification again.');
    if (verification.status !== 'PENDING') return verificationOut(verification);
    let answer;
    try {
      answer = await matchAccount(ctx.services, provider(ctx), row.id, decision.siteResult, banking);
    } catch (error) {
      return linkFailure(error);
    }
    const updated = await recordDecision(ctx.services, verification, answer);
    if (updated.status === 'APPROVED') {
      const data = dataOf(row);
      await updateApplication(ctx.services.db, row.id, {
        data: {
          ...data,
          customerInformation: {
            ...data.customerInformation,
            bankingInformation: { ...banking, verificationStatus: 'APPROVED' },
          },
        },
      });
    }
    ctx.log.info({ event: 'bank.verification', answer }, 'bank verification answered');
    return verificationOut(updated);
  },
};
