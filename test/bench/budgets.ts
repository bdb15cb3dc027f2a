// The JavaScript each route may put on the wire (brotli, KB) before its main content works: one file, set near the
// figures measured when each budget was written, so that growing past one is a decision taken here, not an accident.
// `npm run bench` measures each (./routeTransfer.ts, and the manifest for every application step) and fails on a miss.
// Measured when written: login 141.9, stores 217.6, account 286.6, conversion 266.3, application 295.3, the largest
// step 252.5.
export const ROUTE_BUDGETS_KB = {
  /** The login form usable (the figure that matters most: every customer meets it first). */
  login: 150,
  /** Find a Store, signed out: the search form and the store list. */
  stores: 225,
  /** A signed-in customer's account page with its loan. */
  account: 295,
  /** The conversion and refinance choice for an open payday loan. */
  conversion: 275,
  /** The application's first step for a new customer. */
  application: 305,
  /** Any one application step (its screen with the route table and the flow), from the build's manifest. */
  applicationStep: 260,
} as const;

export type RouteBudget = keyof typeof ROUTE_BUDGETS_KB;
