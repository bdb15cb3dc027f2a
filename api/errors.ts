// The one error classifier: every failed call becomes an ApiError whose `kind` tells the redirect saga what to do and
// the screen what to show. REST answers (documents, uploads) carry the same codes in `{ error: { code } }` and are
// classified by the same table.
import { createAction } from '@reduxjs/toolkit';

export type ApiErrorKind =
  | 'unauthenticated' // 401, UNAUTHENTICATED, or no identity token at all
  | 'forbidden' // 403, FORBIDDEN
  | 'mfa' // MFA_REQUIRED: the sign-in has not passed the multi-factor check (customer data needs it)
  | 'recheck' // RECHECK_REQUIRED: a change needs a fresh proof; the saga making it asks in place (sagas/recheck.ts)
  | 'gateway' // 502 / 504: the API is restarting or unreachable
  | 'input' // BAD_USER_INPUT, NOT_FOUND: the screen shows the message
  | 'server'; // anything else

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  /** GraphQL `extensions.code` or HTTP status, for logs. */
  code: string;
  /** True when the failure came after a refresh was tried (the session has ended). */
  refreshFailed?: boolean;
  /** The caller handles this failure itself (public REST reads with a fallback); no redirect. */
  quiet?: boolean;
  /** BAD_USER_INPUT on a save: each refused field (the form's path) and its message's catalogue key. */
  fieldErrors?: { field: string; key: string }[];
}

const BY_CODE: Record<string, ApiErrorKind> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  MFA_REQUIRED: 'mfa',
  // Not a session failure: the signed-in customer proves it is them and the change is tried again.
  RECHECK_REQUIRED: 'recheck',
  BAD_USER_INPUT: 'input',
  NOT_FOUND: 'input',
  // Limits (searches per enrollment, codes per hour) are the screen's to explain, not a reason to leave it.
  TOO_MANY_REQUESTS: 'input',
};

/**
 * A failed HTTP answer: by the code its body names when it names one we know (a REST route's 403 MFA_REQUIRED is
 * the multi-factor check, not a forbidden answer that ends the session), else by its status.
 */
export function classifyHttpStatus(status: number, message: string, code?: string): ApiError {
  if (code && BY_CODE[code] === 'mfa') return { kind: 'mfa', message, code };
  if (status === 401) return { kind: 'unauthenticated', message, code: '401' };
  if (status === 403) return { kind: 'forbidden', message, code: '403' };
  if (status === 502 || status === 504) return { kind: 'gateway', message, code: String(status) };
  return { kind: 'server', message, code: String(status) };
}

const isFieldError = (value: unknown): value is { field: string; key: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { field?: unknown }).field === 'string' &&
  typeof (value as { key?: unknown }).key === 'string';

export function classifyGraphQLError(error: {
  message: string;
  extensions?: { code?: unknown; fieldErrors?: unknown };
}): ApiError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNKNOWN';
  const classified: ApiError = { kind: BY_CODE[code] ?? 'server', message: error.message, code };
  const fieldErrors = error.extensions?.fieldErrors;
  if (Array.isArray(fieldErrors)) {
    classified.fieldErrors = fieldErrors.filter(isFieldError).map(({ field, key }) => ({ field, key }));
  }
  return classified;
}

/** The code a REST route's error body names (`{ error: { code } }`, server/http/errors.ts), if any. */
export function restErrorCode(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Any REST route's failed answer (documents and their text, uploads, /auth/*, the store locator, what comes next),
 * classified by the one table above: by the code its body names, else by its status. A REST call hands an `mfa`
 * answer to the redirect saga (a rejected query, or restCallFailed) whatever else it does with its failures, so a
 * multi-factor refusal from any route takes the customer to the check instead of ending the session.
 */
export function classifyRestAnswer(status: number, body: unknown, message = `answered ${status}`): ApiError {
  return classifyHttpStatus(status, message, restErrorCode(body));
}

/**
 * A REST call made outside RTK Query (a thunk keeping a File out of actions) failed in a way the redirect saga owns
 * (today: MFA_REQUIRED); calls through RTK Query reach it as rejected actions instead.
 */
export const restCallFailed = createAction<ApiError>('api/restCallFailed');

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

/** Errors that end the session and send the user to log in. */
export const endsSession = (e: ApiError) => e.kind === 'unauthenticated' || e.kind === 'forbidden';

/** The API is away (502/504, network): the redirect saga reloads the app, so screens must not navigate too. */
export const isGatewayFailure = (e: ApiError) => e.kind === 'gateway';
