// Limits on what one GraphQL request may ask for, checked before anything runs: the raw text's length, the parser's
// token count, then validation rules for depth, aliases, root fields and cost. One request must not be able to run
// thousands of resolvers (15,000 aliased `searchSsn` once held the server for 16 seconds) or write thousands of
// audit rows. Every client operation (the documents under api/) passes them; test/server/graphql/limits.test.ts
// checks each one, so a new document that needs more shows up there first.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const LIMITS = {
  /** Characters of query text; the client's largest document is well under 1,000. Checked before parsing. */
  maxQueryLength: 20_000,
  /** Lexical tokens the parser reads before giving up (graphql's `maxTokens`), so a huge document costs little. */
  maxTokens: 2_000,
  /** Nested selection levels; the contract's deepest meaningful path (application → … → phones → number) is 5. */
  maxDepth: 8,
  /** Aliased fields in one operation, counting fragments each time they are spread. */
  maxAliases: 10,
  /** Fields of the root type (each one an operation of the contract) in one request. */
  maxRootFields: 5,
  /** Each field costs 1; what is below a list field counts `assumedListSize` times. */
  maxCost: 500,
  assumedListSize: 10,
} as const;

export const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export const tooComplex = (message: string, limit: string, nodes?: FieldNode | OperationDefinitionNode) =>
  new GraphQLError(message, { nodes, extensions: { code: TOO_COMPLEX, limit } });

/** The raw-text check, before the parser sees anything. */
export function queryTooLong(query: string): GraphQLError | undefined {
  if (query.length <= LIMITS.maxQueryLength) return undefined;
  return tooComplex(
    `The query is too long: ${query.length} characters exceed the limit of ${LIMITS.maxQueryLength}.`,
    'length',
  );
}

/** graphql's parser reports `maxTokens` as a syntax error; this tells that one apart from a real syntax error. */
export function isTokenLimitError(error: GraphQLError): boolean {
  return /Document contains more (?:than|that) \d+ tokens/.test(error.message); // "that": graphql 16's wording
}

export function tokenLimitError(): GraphQLError {
  return tooComplex(`The query is too complex: it has more than ${LIMITS.maxTokens} tokens.`, 'tokens');
}

interface Measure {
  /** Deepest field below (and including) this selection set. */
  depth: number;
  aliases: number;
  cost: number;
  /** Fields directly in this selection set (through inline fragments and spreads): the root-field count. */
  fields: number;
}

const ZERO: Measure = { depth: 0, aliases: 0, cost: 0, fields: 0 };

function fieldType(parent: GraphQLNamedType | undefined, schema: GraphQLSchema, name: string) {
  if (name === '__schema') return { type: schema.getType('__Schema'), list: false };
  if (name === '__type') return { type: schema.getType('__Type'), list: false };
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return null;
  const def = parent.getFields()[name];
  if (!def) return null;
  return { type: getNamedType(def.type), list: isListType(getNullableType(def.type)) };
}

/**
 * Measures one operation, following fragment spreads (each fragment measured once and counted every time it is
 * spread, so nested spreads cannot hide a multiplication). Unknown fields and types measure as leaves: the
 * standard rules report them.
 */
function measureOperation(context: ValidationContext, operation: OperationDefinitionNode): Measure {
  const schema = context.getSchema();
  const fragments = new Map<string, Measure>();
  const visiting = new Set<string>();

  const measure = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure => {
    const total = { ...ZERO };
    const add = (m: Measure) => {
      total.depth = Math.max(total.depth, m.depth);
      total.aliases += m.aliases;
      total.cost += m.cost;
      total.fields += m.fields;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const info = fieldType(parent, schema, selection.name.value);
        const below = selection.selectionSet
          ? measure(selection.selectionSet, info?.type && isCompositeType(info.type) ? info.type : undefined)
          : ZERO;
        const factor = info?.list ? LIMITS.assumedListSize : 1;
        add({
          depth: below.depth + 1,
          aliases: (selection.alias ? 1 : 0) + below.aliases * factor,
          cost: 1 + below.cost * factor,
          fields: 1,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        add(measure(selection.selectionSet, type));
      } else {
        const name = selection.name.value;
        let m = fragments.get(name);
        if (!m) {
          const fragment = context.getFragment(name);
          // An unknown fragment or a cycle: the standard rules (KnownFragmentNames, NoFragmentCycles) report it.
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          m = measure(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
          visiting.delete(name);
          fragments.set(name, m);
        }
        add(m);
      }
    }
    return total;
  };

  return measure(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

/** One rule for all four limits, so each operation is walked once. */
export const QueryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    const m = measureOperation(context, node);
    const name = node.name ? `"${node.name.value}"` : 'The operation';
    const checks: [string, number, number, string][] = [
      ['rootFields', m.fields, LIMITS.maxRootFields, 'root fields'],
      ['aliases', m.aliases, LIMITS.maxAliases, 'aliases'],
      ['depth', m.depth, LIMITS.maxDepth, 'levels deep'],
      ['cost', m.cost, LIMITS.maxCost, 'cost'],
    ];
    for (const [limit, value, max, what] of checks) {
      if (value <= max) continue;
      const message =
        limit === 'depth'
          ? `${name} is too complex: it is ${value} levels deep; the limit is ${max}.`
          : limit === 'cost'
            ? `${name} is too complex: its cost is ${value}; the limit is ${max}.`
            : `${name} is too complex: it has ${value} ${what}; the limit is ${max}.`;
      context.reportError(tooComplex(message, limit, node));
    }
    return false;
  },
});

export const limitRules: readonly ValidationRule[] = [QueryLimitsRule];
