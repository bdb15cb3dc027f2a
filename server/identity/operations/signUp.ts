// Self-service registration: SignUp (PreSignUp trigger; an emailed confirmation code, or PostConfirmation at once when
// PreSignUp confirmed the user), ConfirmSignUp (PostConfirmation trigger) and ResendConfirmationCode. Usernames are
// the lower-cased email.
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/lib/i18n/lang';
import { serverText } from '../../content/catalogues';
import { users } from '../../db/schema';
import { assertSignUpWritable } from '../attributes';
import type { IdentityContext } from '../context';
import { codeMismatch, CognitoError, invalidParameter, missingMember, notAuthorized, usernameExists } from '../errors';
import { assertCodeOk } from '../codes';
import { assertPasswordPolicy } from '../passwords';
import { takeSignUpAllowance } from '../signUpThrottle';
import { createPasswordVerifier } from '../srp';
import { triggerEnvelope } from '../triggers';
import { findUser, normaliseUsername, triggerAttributes } from '../users';
import { attributeList, isEmail, optionalString, requireString } from '../validate';
import { assertClient, clientMetadataOf, emailDelivery, type Operation } from './common';

async function sendConfirmationCode(
  ctx: IdentityContext,
  username: string,
  email: string,
  lang: Lang = 'en',
): Promise<void> {
  const code = await ctx.codes.issue(username, 'signup');
  await ctx.outbox.send({
    to: email,
    channel: 'email',
    subject: serverText(lang, 'verification.message.email.subject'),
    text: serverText(lang, 'verification.message.signUp.body', { code }),
    code,
  });
}

export const SignUp: Operation = async (ctx, input, request) => {
  assertClient(ctx, input);
  const rawUsername = requireString(input, 'Username');
  const password = optionalString(input, 'Password');
  if (!password) throw missingMember('password');
  const attributes = attributeList(input, 'UserAttributes') ?? {};
  const validationData = attributeList(input, 'ValidationData');
  const clientMetadata = clientMetadataOf(input);

  const username = normaliseUsername(rawUsername);
  if (!isEmail(username)) throw invalidParameter('Username should be an email.');
  const email = normaliseUsername(attributes.email ?? username);
  if (email !== username) throw invalidParameter('Email attribute must match the username.');
  assertSignUpWritable(attributes);
  assertPasswordPolicy(password);
  // After the checks of the request itself, before anything that answers about who exists.
  await takeSignUpAllowance(ctx, request?.clientAddress);
  if (await findUser(ctx.db, username)) throw usernameExists();

  const event = await ctx.triggers.run('preSignUp', {
    ...triggerEnvelope(ctx.pool, username, 'PreSignUp_SignUp'),
    request: {
      userAttributes: { ...attributes, email },
      ...(validationData ? { validationData } : {}),
      ...(clientMetadata ? { clientMetadata } : {}),
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  });
  const confirmed = event.response.autoConfirmUser;
  if (event.response.autoVerifyEmail && !confirmed) {
    // Cognito's rule: verifying the email without confirming the user is not a valid trigger answer.
    throw new CognitoError(
      'InvalidLambdaResponseException',
      'Invalid lambda response: autoVerifyEmail requires autoConfirmUser',
    );
  }

  const rest = { ...attributes };
  delete rest.email; // kept in its own column
  const { salt, verifier } = createPasswordVerifier(ctx.pool.poolName, username, password);
  const inserted = await ctx.db
    .insert(users)
    .values({
      username,
      email,
      emailVerified: event.response.autoVerifyEmail,
      status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
      srpSalt: salt,
      srpVerifier: verifier,
      attributes: rest,
    })
    .onConflictDoNothing()
    .returning();
  const created = inserted[0];
  if (!created) throw usernameExists(); // lost a race with a concurrent sign-up

  if (confirmed) {
    // Cognito runs PostConfirmation (trigger source PostConfirmation_ConfirmSignUp) for a user PreSignUp confirmed,
    // during SignUp, since no ConfirmSignUp will follow. Enrollment links the customer record there, once the user
    // (and so its sub) exists. As in Cognito, a failing handler fails the call but the user stays created.
    await ctx.triggers.run('postConfirmation', {
      ...triggerEnvelope(ctx.pool, username, 'PostConfirmation_ConfirmSignUp'),
      request: { userAttributes: triggerAttributes(created), ...(clientMetadata ? { clientMetadata } : {}) },
      response: {},
    });
    return { UserConfirmed: true, UserSub: created.id };
  }
  await sendConfirmationCode(ctx, username, email, request?.lang);
  return { UserConfirmed: false, UserSub: created.id, CodeDeliveryDetails: emailDelivery(email) };
};

export const ConfirmSignUp: Operation = async (ctx, input) => {
  assertClient(ctx, input);
  const username = normaliseUsername(requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  const clientMetadata = clientMetadataOf(input);
  const user = await findUser(ctx.db, username);
  if (!user) throw codeMismatch(); // prevent-user-existence: indistinguishable from a wrong code
  if (user.status !== 'UNCONFIRMED') throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  assertCodeOk(await ctx.codes.check(username, 'signup', code));

  const [confirmed] = await ctx.db
    .update(users)
    .set({ status: 'CONFIRMED', emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.status, 'UNCONFIRMED')))
    .returning();
  if (confirmed) {
    await ctx.triggers.run('postConfirmation', {
      ...triggerEnvelope(ctx.pool, username, 'PostConfirmation_ConfirmSignUp'),
      request: { userAttributes: triggerAttributes(confirmed), ...(clientMetadata ? { clientMetadata } : {}) },
      response: {},
    });
  }
  return {};
};

export const ResendConfirmationCode: Operation = async (ctx, input, request) => {
  assertClient(ctx, input);
  const username = normaliseUsername(requireString(input, 'Username'));
  const user = await findUser(ctx.db, username);
  // Prevent-user-existence: an unknown user gets the same answer and nothing is sent.
  if (!user) return { CodeDeliveryDetails: emailDelivery(username) };
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await sendConfirmationCode(ctx, username, user.email, request?.lang);
  return { CodeDeliveryDetails: emailDelivery(user.email) };
};
