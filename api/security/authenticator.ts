// The authenticator app (TOTP) of the signed-in customer, through the identity provider (api/identity, Amplify's
// fetchMFAPreference, setUpTOTP, verifyTOTPSetup and updateMFAPreference), not GraphQL: the status is a query, turning
// it on and off and moving it to a new phone are mutations that refresh it. The set-up's secret is handed to the screen by a thunk and never
// enters the store, so no action log or support file can carry it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import type { ApiError } from '../errors';
import type { ApiExtra } from '../graphqlBaseQuery';
import { IdentityError, type AuthenticatorSetup, type AuthenticatorStatus } from '../identity/types';

/** An identity provider's refusal, for the screen to explain (its Cognito exception name is the code). */
function refusalOf(error: unknown): ApiError {
  const identityError = error instanceof IdentityError ? error : null;
  return {
    kind: 'input',
    code: identityError?.code ?? 'Error',
    message: identityError?.message ?? 'Error',
    quiet: true,
  };
}

async function settled<T>(work: () => Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: refusalOf(error) };
  }
}

const identityOf = (extra: unknown) => (extra as ApiExtra).identity;

export const authenticatorApi = baseApi.enhanceEndpoints({ addTagTypes: ['Authenticator'] }).injectEndpoints({
  endpoints: (build) => ({
    authenticatorStatus: build.query<AuthenticatorStatus, void>({
      queryFn: (_arg, api) => settled(() => identityOf(api.extra).authenticatorStatus()),
      providesTags: ['Authenticator'],
    }),
    /**
     * A set-up confirmed by a code from the app; for an app that is on, the new phone's code replaces the old phone's
     * secret. The code rides under `code`, a key the DevTools sanitizer masks.
     */
    verifyAuthenticator: build.mutation<null, { code: string }>({
      queryFn: ({ code }, api) => settled(async () => (await identityOf(api.extra).verifyAuthenticator(code), null)),
      invalidatesTags: ['Authenticator'],
    }),
    /** Turning a confirmed app on is its own call, so a fresh proof asked for it does not spend the code again. */
    preferAuthenticator: build.mutation<null, void>({
      queryFn: (_arg, api) => settled(async () => (await identityOf(api.extra).preferAuthenticator(), null)),
      invalidatesTags: ['Authenticator'],
    }),
    turnOffAuthenticator: build.mutation<null, void>({
      queryFn: (_arg, api) => settled(async () => (await identityOf(api.extra).turnOffAuthenticator(), null)),
      invalidatesTags: ['Authenticator'],
    }),
  }),
});

export const {
  useAuthenticatorStatusQuery,
  useVerifyAuthenticatorMutation,
  usePreferAuthenticatorMutation,
  useTurnOffAuthenticatorMutation,
} = authenticatorApi;

/** Starts a set-up; the secret goes to the caller only. Throws the identity provider's IdentityError. */
export const setUpAuthenticator =
  (appName: string, accountName: string): ThunkAction<Promise<AuthenticatorSetup>, unknown, ApiExtra, UnknownAction> =>
  async (_dispatch, _getState, extra) =>
    extra.identity.setUpAuthenticator(appName, accountName);
