// Where each brand lends what (docs/application.md, "The server's side": Ohio is served by every brand, New York by
// none). A real lender keeps this in its licensing system; here it is one table per brand, product by product.
import type { BrandKey } from '../../brands/catalog';
import type { ProductKey } from './catalog';

const OHIO_AND = (...states: string[]) => ['OH', ...states];

export const BRAND_STATE_PRODUCTS: Record<BrandKey, Partial<Record<ProductKey, readonly string[]>>> = {
  lumen: {
    'ILP/ONLINE': OHIO_AND('CA', 'TX', 'WI', 'UT', 'ID', 'MO', 'DE', 'NM', 'SC'),
    'PDL/ONLINE': OHIO_AND('CA', 'TX', 'FL', 'AL', 'MO', 'KY', 'WI', 'UT', 'ID', 'MS', 'SC', 'LA'),
  },
  harbor: {
    'CLP/RETAIL': OHIO_AND('KY', 'TX'),
    'RETAIL_ILP/RETAIL': OHIO_AND('KY', 'TX', 'CA', 'MO'),
    'SLP/RETAIL': ['OH'],
    'RLP/RETAIL': OHIO_AND('MO', 'TX'),
    'PDL/RETAIL': OHIO_AND('KY', 'CA', 'TX', 'FL', 'AL', 'MO', 'LA'),
    'PDL/ONLINE': OHIO_AND('KY', 'CA', 'TX'),
  },
  pinecrest: {
    'ILP/ONLINE': OHIO_AND('TX', 'UT', 'WI'),
    'PDL/ONLINE': OHIO_AND('TX', 'FL', 'AL', 'KY', 'MS'),
  },
  meridian: {
    'BANK_ILP/ONLINE': OHIO_AND('CA', 'TX', 'FL', 'AL', 'MO', 'KY', 'IN', 'MI', 'TN', 'NV'),
  },
  keel: {
    'OCLP/ONLINE': OHIO_AND('CA', 'TX', 'FL', 'KY', 'UT', 'WI', 'IN', 'MO', 'TN'),
  },
};
