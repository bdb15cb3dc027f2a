// The small lodash the build gives Formik (build/lodashForFormik.ts) answers as lodash does for what forms hold.
import lodashClone from 'lodash-es/clone';
import lodashCloneDeep from 'lodash-es/cloneDeep';
import lodashIsPlainObject from 'lodash-es/isPlainObject';
import lodashToPath from 'lodash-es/toPath';
import { describe, expect, it } from 'vitest';
import { clone, cloneDeep, isPlainObject, toPath } from '../../../build/lodashForFormik';

class Money {
  constructor(public cents: number) {}
  dollars() {
    return this.cents / 100;
  }
}

const symbol = Symbol('s');
const formValues = () => ({
  email: 'a@example.com',
  age: 42,
  agree: true,
  nothing: null,
  missing: undefined,
  income: { amount: '1,200.00', frequency: 'BI_WEEKLY', sources: [{ name: 'Job', cents: 120_000 }] },
  references: [['x', 'y'], { phone: '6145550101', when: new Date('2026-11-24T15:00:00Z') }],
  money: new Money(1234),
  tags: new Set(['a', 'b']),
  lookup: new Map([['k', { v: 1 }]]),
  [symbol]: 'symbol value',
});

describe('isPlainObject', () => {
  const cases: unknown[] = [
    {},
    { a: 1 },
    Object.create(null),
    new Object(),
    [],
    null,
    undefined,
    'text',
    3,
    new Date(),
    new Money(1),
    Object.create({ inherited: true }),
    () => undefined,
    new Map(),
    Math,
    JSON,
  ];
  it.each(cases.map((value, index) => [index, value]))('case %i matches lodash', (_index, value) => {
    expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });
});

describe('toPath', () => {
  const cases: unknown[] = [
    'email',
    'income.amount',
    'income.sources[0].name',
    'a[0][1].b',
    'a["b.c"].d',
    "a['quoted \\' inside']",
    '.leading',
    'a..b',
    'a[]',
    'a[-1.5]',
    '',
    ['income', 0, 'name'],
    ['a', null, undefined, -0, 1.5, ['x', 'y']],
    null,
    undefined,
    42,
    -0,
    symbol,
  ];
  it.each(cases.map((value, index) => [index, value]))('case %i matches lodash', (_index, value) => {
    expect(toPath(value)).toEqual(lodashToPath(value));
  });

  it('returns a fresh array each time (Formik mutates nothing, but a caller may)', () => {
    const first = toPath('a.b');
    first.push('c');
    expect(toPath('a.b')).toEqual(['a', 'b']);
  });
});

describe('clone and cloneDeep', () => {
  it('clone is shallow, keeps prototypes and symbols, as lodash', () => {
    const values = formValues();
    const mine = clone(values);
    const theirs = lodashClone(values);
    expect(mine).toEqual(theirs);
    expect(mine).not.toBe(values);
    expect(mine.income).toBe(values.income);
    expect(mine[symbol]).toBe('symbol value');
    const money = clone(values.money);
    expect(money).toBeInstanceOf(Money);
    expect(money.dollars()).toBe(12.34);
    expect(money).not.toBe(values.money);
    expect(clone([1, [2]])).toEqual(lodashClone([1, [2]]));
  });

  it('cloneDeep copies every level and matches lodash', () => {
    const values = formValues();
    const mine = cloneDeep(values);
    expect(mine).toEqual(lodashCloneDeep(values));
    expect(mine.income.sources[0]).not.toBe(values.income.sources[0]);
    expect(mine.references[1]).not.toBe(values.references[1]);
    const when = (mine.references[1] as { when: Date }).when;
    expect(when).toBeInstanceOf(Date);
    expect(when).not.toBe((values.references[1] as { when: Date }).when);
    expect(mine.money).toBeInstanceOf(Money);
    expect(mine.lookup.get('k')).not.toBe(values.lookup.get('k'));
    expect(mine.tags).not.toBe(values.tags);
  });

  it('cloneDeep keeps cycles as cycles', () => {
    const node: { name: string; self?: unknown; list: unknown[] } = { name: 'n', list: [] };
    node.self = node;
    node.list.push(node);
    const copy = cloneDeep(node);
    expect(copy).not.toBe(node);
    expect(copy.self).toBe(copy);
    expect(copy.list[0]).toBe(copy);
  });

  it('answers as lodash for primitives, null and functions', () => {
    for (const value of ['s', 0, -0, true, null, undefined, 10n]) {
      expect(clone(value)).toBe(lodashClone(value));
      expect(cloneDeep(value)).toBe(lodashCloneDeep(value));
    }
    expect(clone(() => 1)).toEqual(lodashClone(() => 1));
    const fn = () => 1;
    expect(cloneDeep({ fn }).fn).toBe(lodashCloneDeep({ fn }).fn);
  });
});
