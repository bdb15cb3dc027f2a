// Bank accounts linked to pay from: a Link token for the loan's customer, the public-token exchange, and the accounts
// listed on the loan. The loan must be the caller's (server/loans/access.ts); linking is the customer's alone (the
// schema's @auth refuses a CSR: it needs the customer's own sign-in at their bank), while a CSR acting may read the
// list and turn autopay on with an account the customer linked (audited by the @auth guard).
import { lenderOf } from '../../../src/lib/account/authorization';
import { customerOwner } from '../../bank/owner';
import { bankLinkProvider, BankLinkError } from '../../bank/provider';
import { ownLoan } from '../../loans/access';
import { linkPaymentAccounts } from '../../paymentAccounts/link';
import { paymentAccountOut, paymentAccountsOf } from '../../paymentAccounts/store';
import { badInput } from '../errors';
import type { LoanResolvers, MutationResolvers } from '../generated/resolvers';

/** A bank-link failure the customer can do nothing about reads as a plain refusal, never a stack trace. */
function linkFailure(error: unknown): never {
  if (error instanceof BankLinkError)
    throw badInput('The bank link could not be completed. Please try again, or use the card or account on file.');
  throw error;
}

export const paymentAccountFields: { Loan: Pick<LoanResolvers, 'linkedPaymentAccounts'> } = {
  Loan: {
    linkedPaymentAccounts: async (parent, _args, ctx) => {
      const loan = await ownLoan(ctx, parent.loanNumber, 'Loan.linkedPaymentAccounts');
      return (await paymentAccountsOf(ctx.services.db, loan.customerId)).map(paymentAccountOut);
    },
  },
};

export const paymentAccountMutations: Pick<MutationResolvers, 'createPaymentAccountLinkToken' | 'linkPaymentAccount'> =
  {
    createPaymentAccountLinkToken: async (_root, { loanNumber }, ctx) => {
      const loan = await ownLoan(ctx, loanNumber, 'Mutation.createPaymentAccountLinkToken');
      const link = bankLinkProvider(ctx.services);
      try {
        const token = await link.createLinkToken({
          owner: customerOwner(loan.customerId),
          clientName: lenderOf(loan.brand).name.slice(0, 30),
          language: ctx.lang === 'es' ? 'es' : 'en',
        });
        return { ...token, linkScriptUrl: link.scriptUrl };
      } catch (error) {
        return linkFailure(error);
      }
    },

    linkPaymentAccount: async (_root, { loanNumber, publicToken, accountIds }, ctx) => {
      const loan = await ownLoan(ctx, loanNumber, 'Mutation.linkPaymentAccount');
      if (publicToken.length === 0 || publicToken.length > 200)
        throw badInput('The bank link answered no public token.');
      const chosen = (accountIds ?? []).filter((id) => id.length <= 200).slice(0, 10);
      try {
        const kept = await linkPaymentAccounts(
          ctx.services,
          bankLinkProvider(ctx.services),
          loan.customerId,
          publicToken,
          chosen,
          ctx.caller?.claims.sub ?? 'unknown',
        );
        ctx.log.info({ event: 'paymentAccount.linked', count: kept.length }, 'bank account linked to pay from');
        return kept.map(paymentAccountOut);
      } catch (error) {
        return linkFailure(error);
      }
    },
  };
