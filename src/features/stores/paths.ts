// The stores feature's addresses: the public "Find a Store" page (issue 11 point 10), usable signed in or out.
export const storesPaths = {
  find: '/stores',
} as const;
