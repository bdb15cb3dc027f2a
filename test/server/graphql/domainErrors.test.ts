// The one mapping from the domain's refusals to GraphQL errors: the code, the message and the extensions clients read
// (the forms' fieldErrors, a retry hint, the enrollment's field), and anything else passed on as it was.
import { describe, expect, it } from 'vitest';
import { AccessRefused, RequestRefused } from '../../../server/domainErrors';
import { EnrollmentError } from '../../../server/enrollment/errors';
import { toGraphQLError } from '../../../server/graphql/domainErrors';

const sent = (error: unknown) => {
  const { message, extensions } = toGraphQLError(error) as { message: string; extensions: unknown };
  return { message, extensions };
};

describe('toGraphQLError', () => {
  it('answers an access refusal FORBIDDEN with its message', () => {
    expect(sent(new AccessRefused('This application is not yours.'))).toEqual({
      message: 'This application is not yours.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('answers a refused request BAD_USER_INPUT, with its fields and retry hint only when it has them', () => {
    expect(sent(new RequestRefused('No.'))).toEqual({ message: 'No.', extensions: { code: 'BAD_USER_INPUT' } });
    const fields = [{ field: 'id', key: 'conversion.validation.paymentPending', values: { amount: '$10.00' } }];
    expect(sent(new RequestRefused('Wait.', fields, 60))).toEqual({
      message: 'Wait.',
      extensions: { fieldErrors: fields, retryAfterSeconds: 60, code: 'BAD_USER_INPUT' },
    });
  });

  it('answers an enrollment refusal with its own code and the field it is about', () => {
    expect(sent(new EnrollmentError('BAD_USER_INPUT', 'Enter the code.', 'code'))).toEqual({
      message: 'Enter the code.',
      extensions: { field: 'code', code: 'BAD_USER_INPUT' },
    });
    expect(sent(new EnrollmentError('TOO_MANY_REQUESTS', 'Later.')).extensions).toEqual({ code: 'TOO_MANY_REQUESTS' });
  });

  it('passes anything else on as it was', () => {
    const failure = new Error('boom');
    expect(toGraphQLError(failure)).toBe(failure);
  });
});
