// How enrollment operations refuse: a code the GraphQL layer passes on (extensions.code) and a message to show.
// Messages never repeat what was entered.
import { DomainError } from '../domainErrors';

export type EnrollmentErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'TOO_MANY_REQUESTS';

export class EnrollmentError extends DomainError {
  constructor(
    readonly code: EnrollmentErrorCode,
    message: string,
    /** The input field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Not this session's, expired, superseded by a newer search, or no such enrollment at all: the same answer. */
export const noEnrollment = () =>
  new EnrollmentError('NOT_FOUND', 'We could not find your enrollment. It may have expired; please start again.');

/** The enrollment is at another step than the operation needs (a stale screen, say). */
export const wrongStep = (step: string) =>
  new EnrollmentError('BAD_USER_INPUT', `Your enrollment is not waiting for ${step}. Please reload the page.`);
