// The implemented resolvers. Root fields absent here answer NOT_IMPLEMENTED (see ../authz.ts) until their issue.
import type { Resolvers } from '../generated/resolvers';
import { accountMutations, accountQueries, accountSubscriptions } from './account';
import { adminMutations } from './admin';
import { applicationMutations, applicationQueries } from './application';
import { applicationAgreementMutations, applicationAgreementQueries } from './applicationAgreements';
import { applicationBankMutations, applicationBankQueries } from './applicationBank';
import { afterDecisionMutations, afterDecisionQueries } from './applicationAfterDecision';
import { applicationReferenceQueries } from './applicationReference';
import { applicationSaveMutations } from './applicationSaves';
import { applicationDecisionMutations, applicationDecisionSubscriptions } from './applicationDecision';
import { applicationEnrollmentMutations } from './applicationEnrollment';
import {
  applicationFinalStepsFields,
  applicationFinalStepsMutations,
  applicationFinalStepsQueries,
} from './applicationFinalSteps';
import { authMutations, authQueries } from './auth';
import { authenticatorCheckMutations } from './authenticatorCheck';
import { autopayFields, autopayMutations } from './autopay';
import { paymentAccountFields, paymentAccountMutations } from './paymentAccounts';
import { conversionMutations, conversionQueries } from './conversion';
import { enrollmentMutations, enrollmentQueries } from './enrollment';
import { logMutations } from './log';
import { mfaMutations } from './mfa';
import { recheckMutations } from './recheck';
import { scheduledPaymentMutations, scheduledPaymentQueries } from './scheduledPayments';
import { passkeyMutations, passkeyQueries } from './passkeys';
import { payoffLetterMutations, payoffLetterQueries } from './payoffLetter';
import { preferencesMutations, preferencesQueries } from './preferences';
import { securityMutations, securityQueries } from './security';
import { sessionMutations } from './session';
import { verificationMutations, verificationQueries } from './verification';

export const resolvers: Resolvers = {
  Query: {
    ...authQueries,
    ...enrollmentQueries,
    ...verificationQueries,
    ...applicationQueries,
    ...applicationReferenceQueries,
    ...applicationAgreementQueries,
    ...applicationBankQueries,
    ...afterDecisionQueries,
    ...applicationFinalStepsQueries,
    ...conversionQueries,
    ...accountQueries,
    ...scheduledPaymentQueries,
    ...passkeyQueries,
    ...securityQueries,
    ...payoffLetterQueries,
    ...preferencesQueries,
  },
  Mutation: {
    ...authMutations,
    ...logMutations,
    ...adminMutations,
    ...mfaMutations,
    ...authenticatorCheckMutations,
    ...enrollmentMutations,
    ...verificationMutations,
    ...sessionMutations,
    ...applicationMutations,
    ...applicationSaveMutations,
    ...applicationEnrollmentMutations,
    ...applicationAgreementMutations,
    ...applicationBankMutations,
    ...afterDecisionMutations,
    ...applicationDecisionMutations,
    ...applicationFinalStepsMutations,
    ...conversionMutations,
    ...accountMutations,
    ...autopayMutations,
    ...paymentAccountMutations,
    ...scheduledPaymentMutations,
    ...recheckMutations,
    ...passkeyMutations,
    ...securityMutations,
    ...payoffLetterMutations,
    ...preferencesMutations,
  },
  Subscription: {
    ...applicationDecisionSubscriptions,
    ...accountSubscriptions,
  },
  Application: {
    ...applicationFinalStepsFields,
  },
  Loan: {
    ...autopayFields.Loan,
    ...paymentAccountFields.Loan,
  },
};
