// The `zipcodes` package's US ZIP data, loaded on its first use rather than at start: it is one 5 MB object literal
// whose parsing (and the garbage it leaves) cost a few hundred milliseconds of every start, though only a store
// search, a ZIP check or the seed read it. A synchronous require keeps its callers synchronous.
import { createRequire } from 'node:module';
import type zipcodesModule from 'zipcodes';

let data: typeof zipcodesModule | undefined;

export function zipcodes(): typeof zipcodesModule {
  return (data ??= createRequire(import.meta.url)('zipcodes') as typeof zipcodesModule);
}
