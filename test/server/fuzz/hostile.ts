// Hostile inputs for the fuzzing test: a seeded generator (the same seed gives the same requests, so a failure can be
// replayed) and the values an attacker or a broken client sends: wrong types, control characters, prototype keys,
// injection strings, huge and deeply nested values.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** mulberry32: small, fast and good enough to pick among cases. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seeded>;

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'line\nbreak\r\n{"level":60,"msg":"forged"}',
  '\u202eevil',
  '💥'.repeat(50),
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '123-45-6789',
  '4111 1111 1111 1111',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'online.returning@example.com',
  'ONLINE.RETURNING@EXAMPLE.COM ',
  'a@b',
  '@@@',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '07/30/1979',
  '13/45/2020',
  '987654321',
  '\\',
  '%',
  '\uD800',
];

const HOSTILE_NUMBERS: readonly number[] = [0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, -1e308];

/** Any JSON value, hostile, of a random type. */
export function anyValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 4 : 7)) {
    case 0:
      return r.pick(HOSTILE_STRINGS);
    case 1:
      return r.pick(HOSTILE_NUMBERS);
    case 2:
      return r.next() < 0.5;
    case 3:
      return null;
    case 4:
      return Array.from({ length: r.int(4) }, () => anyValue(r, depth + 1));
    case 5:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [r.pick(HOSTILE_STRINGS).slice(0, 40), anyValue(r, depth + 1)]),
      );
    default:
      return nested(r.int(200) + 50);
  }
}

/** An object nested `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A value for a GraphQL input type: mostly of the right shape with hostile contents, sometimes of the wrong type. */
export function inputValue(r: Random, type: GraphQLInputType, depth = 0): unknown {
  if (r.next() < 0.15) return anyValue(r);
  const inner = getNullableType(type);
  if (isListType(inner)) return Array.from({ length: r.int(3) }, () => inputValue(r, inner.ofType, depth + 1));
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type) || r.next() < 0.5)
        .map((f) => [f.name, inputValue(r, f.type, depth + 1)]),
    );
  }
  if (isEnumType(inner)) return r.next() < 0.8 ? r.pick(inner.getValues()).value : r.pick(HOSTILE_STRINGS);
  switch (inner.name) {
    case 'Int':
      return r.next() < 0.7 ? r.pick(HOSTILE_NUMBERS) : r.pick(HOSTILE_STRINGS);
    case 'Float':
      return r.pick(HOSTILE_NUMBERS);
    case 'Boolean':
      return r.next() < 0.8 ? r.next() < 0.5 : r.pick(HOSTILE_STRINGS);
    default:
      return r.next() < 0.9 ? r.pick(HOSTILE_STRINGS) : r.pick(HOSTILE_NUMBERS);
  }
}

/** A selection of the field's scalar children (up to `max`), so answers carry data. */
export function selectionOf(field: GraphQLField<unknown, unknown>, max = Infinity): string {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return '';
  const scalars = Object.values(named.getFields())
    .filter((f) => f.args.length === 0 && !isObjectType(getNamedType(f.type)))
    .map((f) => f.name);
  return ` { __typename ${scalars.slice(0, max).join(' ')} }`;
}

/** Documents no client would send: broken, hostile or oversized. */
export function brokenDocument(r: Random, valid: string): string {
  switch (r.int(9)) {
    case 0:
      return valid.slice(0, r.int(valid.length));
    case 1:
      return `query { ${'a: __typename '.repeat(r.int(3000) + 100)} }`;
    case 2:
      return `query { ${'__typename { '.repeat(60)}${'} '.repeat(60)}}`;
    case 3:
      return 'fragment A on Query { ...B } fragment B on Query { ...A } query { ...A }';
    case 4:
      return `query { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`;
    case 5:
      return r.pick(HOSTILE_STRINGS);
    case 6:
      return `${valid} ${valid}`;
    case 7:
      return `subscription { registerApplicationListener(applicationId: "a") { __typename } }`;
    default:
      return valid.replace(/\$\w+/g, () => JSON.stringify(r.pick(HOSTILE_STRINGS)));
  }
}
