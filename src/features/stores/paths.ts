// The stores feature's addresses: the public "Find a Store" page, usable signed in or out.
export const storesPaths = {
  find: '/stores',
} as const;
