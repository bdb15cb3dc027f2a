// The loan type is asked once: the preference step's product is the chosen one, so the final steps' products page is
// done already; a product chosen later is never undone by saving a store; and moving to a state that does not offer the
// chosen product drops it, so the products page asks again from the set offered there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness';
import { goodPersonal, harnessWithApplication, SAVE_PERSONAL, SAVE_STORE, type Callers } from './helpers';

const NORA = 'new.customer@example.com';
const CHOSEN = `query($id: ID!) { application(id: $id) {
  preferredProductCode initialApplicationDetails { product { productCode channel } } } }`;
const CHOOSE = `mutation($id: ID!, $p: ProductCode!, $c: Channel!) {
  saveProductChoice(id: $id, productCode: $p, channel: $c) { id } }`;

let h: Harness;
let as: Callers;
let id: string;

beforeAll(async () => {
  ({ h, as, id } = await harnessWithApplication(NORA, 'online.returning@example.com'));
  expect((await as.call('owner', SAVE_PERSONAL, { id, ...goodPersonal() })).errors).toBeUndefined();
}, 60_000);
afterAll(() => h.close());

async function chosen() {
  const body = await as.call('owner', CHOSEN, { id });
  expect(body.errors).toBeUndefined();
  return (body.data?.application as { initialApplicationDetails: { product: unknown } | null })
    .initialApplicationDetails?.product;
}

const prefer = (productCode: string) =>
  as.call('owner', SAVE_STORE, { id, s: { preferredProductCode: productCode, channel: 'ONLINE', brandName: 'lumen' } });

describe('the loan type, asked once', () => {
  it('takes the preference as the chosen product', async () => {
    expect(await chosen()).toBeFalsy();
    expect((await prefer('ILP')).errors).toBeUndefined();
    expect(await chosen()).toEqual({ productCode: 'ILP', channel: 'ONLINE' });
  });

  it('keeps a product chosen on the products page when a store is saved afterwards', async () => {
    expect((await as.call('owner', CHOOSE, { id, p: 'PDL', c: 'ONLINE' })).errors).toBeUndefined();
    const store = await as.call('owner', SAVE_STORE, { id, s: { storeNumber: '2997', preferredProductCode: 'ILP' } });
    expect(store.errors).toBeUndefined();
    expect(await chosen()).toEqual({ productCode: 'PDL', channel: 'ONLINE' });
  });

  it('follows a changed preference', async () => {
    expect((await prefer('ILP')).errors).toBeUndefined();
    expect(await chosen()).toEqual({ productCode: 'ILP', channel: 'ONLINE' });
  });

  it('drops the chosen product when the customer moves to a state that does not offer it', async () => {
    const personal = goodPersonal();
    const same = await as.call('owner', SAVE_PERSONAL, { id, ...personal });
    expect(same.errors).toBeUndefined();
    expect(await chosen()).toEqual({ productCode: 'ILP', channel: 'ONLINE' });
    // Florida: the online payday loan, not the installment loan.
    const florida = {
      ...personal,
      c: {
        ...personal.c,
        address: { addressLine1: '100 Biscayne Blvd', cityName: 'Miami', stateCode: 'FL', zipCode: '33132' },
      },
    };
    const moved = await as.call('owner', SAVE_PERSONAL, { id, ...florida });
    expect(moved.errors).toBeUndefined();
    expect(await chosen()).toBeFalsy();
  });
});
