// Enforces the schema's `@auth(roles: [...])` on every root field, so who may call an operation is stated once,
// next to the operation, and cannot be forgotten in a resolver. Calls a CSR makes for a customer are audited.
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { auditLog } from '../db/schema';
import type { GraphQLContext, Role } from './context';
import { forbidden, gqlError, unauthenticated } from './errors';

type AnyResolver = NonNullable<GraphQLFieldConfig<unknown, GraphQLContext>['resolve']>;

function guard(roles: Role[], operation: string, inner: AnyResolver): AnyResolver {
  return async (source, args, ctx, info) => {
    if (!ctx.caller) throw unauthenticated();
    // Spec 000 section 6: anyone but an admin asking for an admin operation is told "Not admin".
    if (!roles.includes(ctx.caller.role))
      throw forbidden(roles.length === 1 && roles[0] === 'CSR' ? 'Not admin' : undefined);
    if (ctx.caller.role === 'CSR' && ctx.customerEmail) {
      await ctx.services.db.insert(auditLog).values({
        actorUserId: ctx.caller.claims.sub,
        actorEmail: ctx.caller.claims.email,
        subjectEmail: ctx.customerEmail,
        operation,
        details: { requestId: ctx.requestId },
      });
    }
    return inner(source, args, ctx, info);
  };
}

const notImplemented =
  (operation: string): AnyResolver =>
  () => {
    throw gqlError('NOT_IMPLEMENTED', `${operation} is not implemented yet.`);
  };

/** Wraps root fields with their @auth guard; fields with no resolver answer NOT_IMPLEMENTED (after the guard). */
export function applyAuthorization(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const operation = `${typeName}.${fieldName}`;
      const roles = getDirective(schema, field, 'auth')?.[0]?.roles as Role[] | undefined;
      if (!roles || roles.length === 0) throw new Error(`${operation} has no @auth directive`);
      if (typeName === 'Subscription') {
        const subscribe = field.subscribe ?? notImplemented(operation);
        return { ...field, subscribe: guard(roles, operation, subscribe) };
      }
      const resolve =
        field.resolve && field.resolve !== defaultFieldResolver ? field.resolve : notImplemented(operation);
      return { ...field, resolve: guard(roles, operation, resolve) };
    },
  });
}
