// Enforces the schema's `@auth(roles: [...], beforeMfa, mfaScope)` on every root field, so who may call an operation
// is stated once, next to the operation, and cannot be forgotten in a resolver: the role, then the multi-factor gate
// (a customer's sign-in must have passed the check unless the field says `beforeMfa: true`, with a pass that opens
// the field's scope: server/mfa/gate.ts). Calls a CSR makes for a customer are audited. The domain's refusals
// become GraphQL errors here, on their way out of every root field (server/graphql/domainErrors.ts).
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { auditCsrCall } from '../access/audit';
import { opens, passScopeOf, type PassScope } from '../mfa/gate';
import type { GraphQLContext, Role } from './context';
import { toGraphQLError } from './domainErrors';
import { forbidden, gqlError, mfaRequired, unauthenticated } from './errors';

type AnyResolver = NonNullable<GraphQLFieldConfig<unknown, GraphQLContext>['resolve']>;

/**
 * Refuses MFA_REQUIRED unless the caller's sign-in passed the multi-factor check with a pass that opens `scope`
 * (always for a CSR and for roles the check does not concern). The scope passed is kept for the rest of the request
 * or connection: a pass only ever widens and is never taken back while its sign-in lives (revoking the sign-in ends
 * the token first); a narrower one kept here is read again.
 */
export async function requireMfaPassed(ctx: GraphQLContext, scope: PassScope = 'ACCOUNT'): Promise<void> {
  if (opens(ctx.mfaScope ?? null, scope)) return;
  const held = await passScopeOf(ctx.services.db, ctx.caller);
  if (held) ctx.mfaScope = held;
  if (!opens(held, scope)) throw mfaRequired();
}

interface Rule {
  roles: Role[];
  beforeMfa: boolean;
  /** The pass the field needs (the schema's MfaScope; ACCOUNT unless it says otherwise). */
  mfaScope: PassScope;
  /** The reason a CSR is given for a change only the customer may make (the schema's csrRefusal). */
  csrRefusal: string | undefined;
}

function guard({ roles, beforeMfa, mfaScope, csrRefusal }: Rule, operation: string, inner: AnyResolver): AnyResolver {
  return async (source, args, ctx, info) => {
    if (!ctx.caller) throw unauthenticated();
    // Anyone but an admin asking for an admin operation is told "Not admin"; an admin refused a change only the
    // customer may make is told why.
    if (!roles.includes(ctx.caller.role)) {
      if (ctx.caller.role === 'CSR' && csrRefusal) throw forbidden(csrRefusal);
      throw forbidden(roles.length === 1 && roles[0] === 'CSR' ? 'Not admin' : undefined);
    }
    if (!beforeMfa) await requireMfaPassed(ctx, mfaScope);
    await auditCsrCall(ctx, operation);
    try {
      return await inner(source, args, ctx, info);
    } catch (error) {
      throw toGraphQLError(error);
    }
  };
}

const notImplemented =
  (operation: string): AnyResolver =>
  () => {
    throw gqlError('NOT_IMPLEMENTED', `${operation} is not implemented yet.`);
  };

/**
 * Wraps root fields with their @auth guard (role, then the multi-factor gate and its scope); fields with no resolver answer
 * NOT_IMPLEMENTED (after the guard).
 */
export function applyAuthorization(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const operation = `${typeName}.${fieldName}`;
      const auth = getDirective(schema, field, 'auth')?.[0];
      const roles = auth?.roles as Role[] | undefined;
      if (!roles || roles.length === 0) throw new Error(`${operation} has no @auth directive`);
      const rule: Rule = {
        roles,
        beforeMfa: auth?.beforeMfa === true,
        mfaScope: auth?.mfaScope === 'APPLICATION' ? 'APPLICATION' : 'ACCOUNT',
        csrRefusal: typeof auth?.csrRefusal === 'string' ? auth.csrRefusal : undefined,
      };
      if (typeName === 'Subscription') {
        const subscribe = field.subscribe ?? notImplemented(operation);
        return { ...field, subscribe: guard(rule, operation, subscribe) };
      }
      const resolve =
        field.resolve && field.resolve !== defaultFieldResolver ? field.resolve : notImplemented(operation);
      return { ...field, resolve: guard(rule, operation, resolve) };
    },
  });
}
