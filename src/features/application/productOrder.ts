// The order products are shown in: ILP online, CLP retail, RETAIL_ILP, SLP, RLP, PDL retail,
// PDL; products the list does not name follow in the order the server gave them.
import type { ProductAvailability } from '../../../api/application/endpoints';

type Product = ProductAvailability['products'][number];

const DISPLAY_ORDER: readonly (readonly [code: Product['productCode'], channel?: Product['channel']])[] = [
  ['ILP', 'ONLINE'],
  ['CLP', 'RETAIL'],
  ['RETAIL_ILP'],
  ['SLP'],
  ['RLP'],
  ['PDL', 'RETAIL'],
  ['PDL'],
];

function rankOf(product: Product): number {
  const rank = DISPLAY_ORDER.findIndex(
    ([code, channel]) => code === product.productCode && (!channel || channel === product.channel),
  );
  return rank < 0 ? DISPLAY_ORDER.length : rank;
}

export function inDisplayOrder(products: readonly Product[]): Product[] {
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => rankOf(a.product) - rankOf(b.product) || a.index - b.index)
    .map(({ product }) => product);
}

/** A radio value for a product: its code and channel (the same code can be offered online and in a store). */
export const productChoiceValue = (p: Pick<Product, 'productCode' | 'channel'>) => `${p.productCode}:${p.channel}`;
