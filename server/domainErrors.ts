// How the domain refuses a request, in its own terms: the GraphQL layer (server/graphql/domainErrors.ts) is the one
// place that turns these into the codes and extensions clients read, and the REST routes into their statuses. A
// refusal's message is the text a person reads; the catalogue keys beside it are what the forms translate.

/** A refusal the caller is told about (anything else thrown is a failure, masked before it reaches a client). */
export abstract class DomainError extends Error {}

/**
 * The caller may not see or change this: someone else's record, one that does not exist, or no customer chosen (a
 * CSR acting as no one). The same answer for each, so records cannot be probed.
 */
export class AccessRefused extends DomainError {}

/** One refused field: its name in the input and the catalogue key (with the values it interpolates) saying why. */
export interface FieldProblem {
  field: string;
  key: string;
  values?: Record<string, string>;
}

/**
 * The request cannot be done as asked: bad or stale input, or a state that does not allow it. `fields` names the
 * refused inputs when the refusal is about them; `retryAfterSeconds` when asking again later will do.
 */
export class RequestRefused extends DomainError {
  constructor(
    message: string,
    readonly fields?: readonly FieldProblem[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
