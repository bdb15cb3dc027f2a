// The dev tools' addresses: the living components page, served only by development builds (routes.ts). Not under
// /dev: that prefix belongs to the server's dev endpoints, which the dev proxy sends to the API.
export const devtoolsPaths = {
  components: '/devtools/components',
} as const;
