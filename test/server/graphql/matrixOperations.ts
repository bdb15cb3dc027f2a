// The operations of the authorization matrix (authorizationMatrix.test.ts), read from the schema with the rules its
// @auth directive declares, and a document for each with arguments that name the matrix's customer's own data.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import type { Role } from '../../../server/graphql/context';
import { buildSchema } from '../../../server/graphql/schema';
import { selectionOf } from '../fuzz/hostile';

/** The customer whose data the generated arguments name (the demo online-returning customer, SSN 987-65-4321). */
export const OWNER = { email: 'online.returning@example.com', ssn: '987654321', code: 'LP-100201' };

const schema = buildSchema();

export interface Operation {
  type: 'Query' | 'Mutation' | 'Subscription';
  name: string;
  roles: Role[];
  /** Declared `@auth(..., beforeMfa: true)`: a customer may call it before passing the multi-factor check. */
  beforeMfa: boolean;
  /** Declared `@auth(..., mfaScope: APPLICATION)`: the resume route's application pass opens it. */
  applicationScope: boolean;
  /** Declared `@auth(..., csrRefusal: "...")`: the customer's own change, which a CSR may read but not make. */
  csrRefusal: string | undefined;
  field: GraphQLField<unknown, unknown>;
}

function operationsOf(root: GraphQLObjectType | null | undefined, type: Operation['type']): Operation[] {
  return Object.values(root?.getFields() ?? {}).map((field) => ({
    type,
    name: field.name,
    field,
    roles: (getDirective(schema, field, 'auth')?.[0]?.roles ?? []) as Role[],
    beforeMfa: getDirective(schema, field, 'auth')?.[0]?.beforeMfa === true,
    applicationScope: getDirective(schema, field, 'auth')?.[0]?.mfaScope === 'APPLICATION',
    csrRefusal: (getDirective(schema, field, 'auth')?.[0]?.csrRefusal as string | undefined) ?? undefined,
  }));
}

export const OPERATIONS = [
  ...operationsOf(schema.getQueryType(), 'Query'),
  ...operationsOf(schema.getMutationType(), 'Mutation'),
];
export const SUBSCRIPTIONS = operationsOf(schema.getSubscriptionType(), 'Subscription');

/** Values filled in at start-up from the database (the application id). */
export const known: Record<string, string> = {};

/** A plausible value for an argument or input field, by its name first (so it names the owner's data), then type. */
function valueFor(name: string, type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [valueFor(name, inner.ofType)];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, valueFor(f.name, f.type)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  const byName: Record<string, unknown> = {
    email: OWNER.email,
    ssn: OWNER.ssn,
    customerCode: OWNER.code,
    id: known.ritaApplication,
    applicationId: known.ritaApplication,
    blackBox: Buffer.from(JSON.stringify({ id: 'matrix-device' })).toString('base64'),
    zipcode: '43004',
    zipCode: '43004',
    stateCode: 'OH',
    brandName: 'lumen',
    phoneNumber: '6145550101',
    dateOfBirth: '07/30/1979',
    firstName: 'Oliver',
    lastName: 'Online',
    applicationUrl: '/application/income',
    details: '{}',
    language: 'en',
  };
  if (name in byName) return byName[name];
  if (!isScalarType(inner)) throw new Error(`no value for ${name}`);
  switch (inner.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'ID':
      return crypto.randomUUID();
    default:
      return 'matrix';
  }
}

export function documentOf(op: Operation): { query: string; variables: Record<string, unknown> } {
  const args = op.field.args as readonly GraphQLArgument[];
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const keyword = op.type.toLowerCase();
  return {
    query: `${keyword}${declared ? `(${declared})` : ''} { ${op.name}${passed ? `(${passed})` : ''}${selectionOf(op.field)} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, valueFor(a.name, a.type)])),
  };
}
