// The one mapping from the domain's refusals (server/domainErrors.ts, server/enrollment/errors.ts) to the GraphQL
// errors clients read: the `extensions.code`, the message, and the refused fields with their catalogue keys
// (`extensions.fieldErrors`, the forms' contract). Anything else passes through untouched (and is masked later
// unless it is a GraphQL error already).
import type { GraphQLError } from 'graphql';
import { AccessRefused, DomainError, RequestRefused } from '../domainErrors';
import { EnrollmentError } from '../enrollment/errors';
import { gqlError } from './errors';

function requestRefused(error: RequestRefused): GraphQLError {
  const extra: Record<string, unknown> = {};
  if (error.fields) extra.fieldErrors = error.fields;
  if (error.retryAfterSeconds !== undefined) extra.retryAfterSeconds = error.retryAfterSeconds;
  return gqlError('BAD_USER_INPUT', error.message, extra);
}

export function toGraphQLError(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  if (error instanceof AccessRefused) return gqlError('FORBIDDEN', error.message);
  if (error instanceof RequestRefused) return requestRefused(error);
  if (error instanceof EnrollmentError)
    return gqlError(error.code, error.message, error.field ? { field: error.field } : {});
  return error;
}
