// User-pool triggers as in-process functions taking the real Lambda event shapes. Each trigger is a list of handlers
// run in order, so other server areas (enrollment's PreSignUp check, say) can add theirs; a handler that throws
// surfaces as Cognito's UserLambdaValidationException "<Trigger> failed with error <message>.".
import type { Outbox } from '../outbox/outbox';
import type { Codes } from './codes';
import { CognitoError, triggerFailed } from './errors';
import type { TriggerEvents, TriggerHandler, TriggerHandlers, TriggerName } from './triggerEvents';
import { maskEmail } from './validate';

export type * from './triggerEvents';

export interface Triggers {
  /** Appends a handler after the defaults and any already added. */
  add<K extends TriggerName>(name: K, handler: TriggerHandler<TriggerEvents[K]>): void;
  /** Replaces every handler of a trigger (e.g. a different custom-challenge design). */
  replace<K extends TriggerName>(name: K, handlers: TriggerHandler<TriggerEvents[K]>[]): void;
  run<K extends TriggerName>(name: K, event: TriggerEvents[K]): Promise<TriggerEvents[K]>;
}

/** The trigger names Cognito prints in UserLambdaValidationException messages. */
const LABELS: Record<TriggerName, string> = {
  preSignUp: 'PreSignUp',
  postConfirmation: 'PostConfirmation',
  defineAuthChallenge: 'DefineAuthChallenge',
  createAuthChallenge: 'CreateAuthChallenge',
  verifyAuthChallengeResponse: 'VerifyAuthChallengeResponse',
  preTokenGeneration: 'PreTokenGeneration',
};

type AnyHandler = TriggerHandler<TriggerEvents[TriggerName]>;

export function makeTriggers(...sets: (TriggerHandlers | undefined)[]): Triggers {
  const lists = new Map<TriggerName, AnyHandler[]>();
  const add = (name: TriggerName, handler: AnyHandler) => lists.set(name, [...(lists.get(name) ?? []), handler]);
  for (const set of sets) {
    for (const [name, handlers] of Object.entries(set ?? {}) as [TriggerName, AnyHandler[] | undefined][]) {
      for (const h of handlers ?? []) add(name, h);
    }
  }
  return {
    add(name, handler) {
      add(name, handler as AnyHandler);
    },
    replace(name, handlers) {
      lists.set(name, handlers as AnyHandler[]);
    },
    async run(name, event) {
      let current = event;
      for (const handler of lists.get(name) ?? []) {
        try {
          const returned = await (handler as TriggerHandler<typeof event>)(current);
          if (returned) current = returned;
        } catch (error) {
          // In-process handlers may raise a Cognito error on purpose (a throttle, say); anything else is a
          // "Lambda" failure and is reported the way Cognito reports one.
          if (error instanceof CognitoError) throw error;
          throw triggerFailed(LABELS[name], error instanceof Error ? error.message : String(error));
        }
      }
      return current;
    },
  };
}

/** The common Lambda event envelope. */
export function triggerEnvelope<S extends string>(
  pool: { region: string; userPoolId: string; clientId: string },
  userName: string,
  triggerSource: S,
) {
  return {
    version: '1',
    region: pool.region,
    userPoolId: pool.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: pool.clientId },
    triggerSource,
  };
}

export const CUSTOM_CHALLENGE_MAX_ATTEMPTS = 3;

/**
 * Built-in behaviour: PreSignUp, PostConfirmation and PreTokenGeneration pass through; CUSTOM_AUTH is an emailed
 * 6-digit code (10 minutes, 3 tries). For an unknown user the challenge is issued but nothing is sent and no
 * answer is accepted, so the flow cannot be used to discover which emails have accounts.
 */
export function defaultTriggers(deps: { codes: Codes; outbox: Outbox }): TriggerHandlers {
  return {
    defineAuthChallenge: [
      (event) => {
        const session = event.request.session;
        const last = session[session.length - 1];
        const failures = session.filter((s) => !s.challengeResult).length;
        if (last?.challengeResult && !event.request.userNotFound) {
          event.response = { issueTokens: true, failAuthentication: false };
        } else if (failures >= CUSTOM_CHALLENGE_MAX_ATTEMPTS) {
          event.response = { issueTokens: false, failAuthentication: true };
        } else {
          event.response = { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
        }
      },
    ],
    createAuthChallenge: [
      async (event) => {
        if (event.request.challengeName !== 'CUSTOM_CHALLENGE') return;
        const email = event.request.userAttributes.email ?? event.userName;
        const alreadySent = event.request.session.some((s) => s.challengeName === 'CUSTOM_CHALLENGE');
        if (!event.request.userNotFound && !alreadySent) {
          const code = await deps.codes.issue(event.userName, 'custom_auth');
          await deps.outbox.send({
            to: email,
            channel: 'email',
            subject: 'Your sign-in code',
            text: `Your sign-in code is ${code}. It expires in 10 minutes.`,
            code,
          });
        }
        event.response = {
          publicChallengeParameters: {
            CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
            CODE_DELIVERY_DESTINATION: maskEmail(email),
          },
          // The code itself lives hashed in verification_codes, never in the session.
          privateChallengeParameters: { codePurpose: 'custom_auth' },
          challengeMetadata: 'EMAIL_CODE',
        };
      },
    ],
    verifyAuthChallengeResponse: [
      async (event) => {
        if (event.request.userNotFound || event.request.privateChallengeParameters.codePurpose !== 'custom_auth') {
          event.response = { answerCorrect: false };
          return;
        }
        const result = await deps.codes.check(event.userName, 'custom_auth', event.request.challengeAnswer);
        event.response = { answerCorrect: result === 'ok' };
      },
    ],
  };
}
