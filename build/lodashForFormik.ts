// The four lodash functions Formik imports, small: the build serves these in place of lodash-es's (about 4 KB
// brotli of every page's first paint, most of it cloneDeep's typed-array, buffer and tag machinery that form values
// never hold). Same answers as lodash for what forms hold: strings, numbers, booleans, null, arrays, plain objects,
// objects with a prototype, dates, maps and sets (test/unit/build/lodashForFormik.test.ts checks them against lodash).
// A build step, not app code: build/leanLibraries.ts puts it in place of lodash-es for Formik's imports only.

const objectToString = (value: unknown) => Object.prototype.toString.call(value);
const OBJECT_SOURCE = Function.prototype.toString.call(Object);

/** lodash's isPlainObject: made by `{}`, `new Object` or `Object.create(null)` (of any realm). */
export function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || objectToString(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const ctor: unknown =
    Object.hasOwn(proto as object, 'constructor') && (proto as { constructor: unknown }).constructor;
  return typeof ctor === 'function' && ctor instanceof ctor && Function.prototype.toString.call(ctor) === OBJECT_SOURCE;
}

/** A prototype object itself (`Foo.prototype`) is cloned onto a plain object, as lodash does. */
const isPrototype = (value: object) => {
  const ctor: unknown = (value as { constructor?: unknown }).constructor;
  return value === ((typeof ctor === 'function' && ctor.prototype) || Object.prototype);
};

function copyInto(target: Record<PropertyKey, unknown>, source: object, each: (value: unknown) => unknown) {
  for (const key of Object.keys(source)) target[key] = each((source as Record<string, unknown>)[key]);
  for (const symbol of Object.getOwnPropertySymbols(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, symbol)) {
      target[symbol] = each((source as Record<symbol, unknown>)[symbol]);
    }
  }
  return target;
}

/** `nested`: a function inside a copied object stays as it is; one cloned on its own becomes `{}` (lodash). */
function baseClone(value: unknown, deep: boolean, seen: Map<object, unknown>, nested = false): unknown {
  if (typeof value === 'function') return nested ? value : {};
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  const each = deep ? (v: unknown) => baseClone(v, true, seen, true) : (v: unknown) => v;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    seen.set(value, copy);
    value.forEach((item, index) => (copy[index] = each(item)));
    return copy;
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    value.forEach((item, key) => copy.set(key, each(item)));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set();
    seen.set(value, copy);
    value.forEach((item) => copy.add(each(item)));
    return copy;
  }
  const copy = (isPrototype(value) ? {} : Object.create(Object.getPrototypeOf(value) as object | null)) as Record<
    PropertyKey,
    unknown
  >;
  seen.set(value, copy);
  return copyInto(copy, value, each);
}

/** lodash's clone: a shallow copy that keeps the prototype (Formik's setIn relies on that for class instances). */
export const clone = <T>(value: T): T => baseClone(value, false, new Map()) as T;

/** lodash's cloneDeep, cycles included. */
export const cloneDeep = <T>(value: T): T => baseClone(value, true, new Map()) as T;

const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;
/** lodash memoizes the parse and forgets everything past 500 paths; so do we. */
const PATH_CACHE_LIMIT = 500;
const paths = new Map<string, string[]>();

function stringToPath(text: string): string[] {
  const cached = paths.get(text);
  if (cached) return cached;
  const result: string[] = [];
  if (text.charCodeAt(0) === 46 /* "." */) result.push('');
  text.replace(PROP_NAME, (match: string, number?: string, quote?: string, inQuotes?: string) => {
    result.push(quote ? (inQuotes ?? '').replace(ESCAPE_CHAR, '$1') : (number ?? match));
    return match;
  });
  if (paths.size >= PATH_CACHE_LIMIT) paths.clear();
  paths.set(text, result);
  return result;
}

/** lodash's toString: null and undefined are '' and -0 stays "-0". */
const asText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(',');
  return Object.is(value, -0) ? '-0' : String(value);
};

/** lodash's toKey: an array item as a property key (null is "null" here, unlike asText). */
const asKey = (value: unknown): string | symbol => {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  return Object.is(value, -0) ? '-0' : `${value as string}`;
};

/** lodash's toPath: `a.b[0]["c"]` → ['a', 'b', '0', 'c']; an array's items as keys. */
export function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(asKey);
  if (typeof value === 'symbol') return [value];
  return [...stringToPath(asText(value))];
}
