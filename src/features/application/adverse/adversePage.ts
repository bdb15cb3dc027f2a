// Where the adverse-action entry sends a declined applicant: another
// option first (keep-in-mind), else the stores of their state (retail), else thank-you. Pure; undefined answers mean
// the lookups are still under way.
import { applicationPaths as p } from '../paths';

export function adversePageFor(args: {
  anotherOptionAvailable: boolean | undefined;
  hasRetailStores: boolean | undefined;
  /** A lookup failed, or there is nothing to look up with (no application, no state): the plain thank-you. */
  unknown: boolean;
}): string | null {
  if (args.anotherOptionAvailable === true) return p.adverseActionKeepInMind;
  if (args.unknown) return p.adverseActionThankYou;
  if (args.anotherOptionAvailable === undefined || args.hasRetailStores === undefined) return null;
  return args.hasRetailStores ? p.adverseActionRetail : p.adverseActionThankYou;
}
