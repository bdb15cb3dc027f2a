// Adverse action: where a declined applicant goes next,
// and the Reg B notice (12 CFR 1002.9; FCRA 615(a)) built from the decision's real reasons. Pure: the application row
// and the states with stores in, the answers out.
import { BRANDS, brandOrDefault, type BrandKey } from '../../brands/catalog';
import type { ApplicationRow } from '../applications/openApplications';
import { creditorFor, creditorParty, DEMO_BUREAU, type Party } from '../documents/creditors';
import { decisionOf, isDeclined } from './decision';
import { ADVERSE_REASONS } from '../../src/lib/application/adverseReasons';

export const brandOfRow = (row: Pick<ApplicationRow, 'brand'>): BrandKey => brandOrDefault(row.brand);

/** Brands that lend online (every brand but the retail one): a decline there may be offered the stores instead. */
export const isOnlineBrand = (brand: BrandKey): boolean => BRANDS[brand].kind !== 'retail-short-term';

/** What the conversion denial records (createConversionDenial) beside the application's own answers. */
export interface ConversionDenial {
  deniedAt: string;
  loanNumber: string | null;
}

export const conversionDenialOf = (row: Pick<ApplicationRow, 'data'>): ConversionDenial | null =>
  (row.data as { conversionDenial?: ConversionDenial }).conversionDenial ?? null;

/** The state has stores: a declined applicant may still apply in one (adverse-action/retail). */
export const hasRetailStores = (stateCode: string, statesWithStores: ReadonlySet<string>) =>
  statesWithStores.has(stateCode.toUpperCase());

/**
 * An application declined on an online brand whose state has stores gets another option (to apply in a
 * store: keep-in-mind). Ohio has stores; New York is served by no brand and has none.
 */
export function anotherOptionAvailable(
  row: Pick<ApplicationRow, 'brand' | 'stateCode' | 'status' | 'applicationState' | 'data' | 'modifiedAt'>,
  statesWithStores: ReadonlySet<string>,
): boolean {
  if (!isDeclined(row) || !row.stateCode) return false;
  return isOnlineBrand(brandOfRow(row)) && hasRetailStores(row.stateCode, statesWithStores);
}

export interface AdverseActionNotice {
  applicationId: string;
  applicationNumber: string;
  brandName: BrandKey;
  action: 'CREDIT_DENIED' | 'CONVERSION_DENIED';
  decidedAt: string;
  reasons: string[];
  creditor: Party;
  agency: Party;
  consumerReport: {
    bureau: Party;
    score: number | null;
    scoreRangeLow: number | null;
    scoreRangeHigh: number | null;
    scoreDate: string | null;
    keyFactors: string[];
  } | null;
  noticePeriodDays: number;
  pdfUrl: string | null;
}

/** The reason a conversion denial gives. */
export const CONVERSION_DENIED_REASON = ADVERSE_REASONS.conversionDenied;

/**
 * The notice of a declined application; null when the application was not declined. Its `pdfUrl` is the stored PDF's,
 * which the resolver adds once noticeDocument.ts has kept it.
 */
export function adverseActionNotice(row: ApplicationRow): AdverseActionNotice | null {
  const conversion = conversionDenialOf(row);
  if (!isDeclined(row) && !conversion) return null;
  const brand = brandOfRow(row);
  const creditor = creditorFor(brand);
  const decision = decisionOf(row);
  const report = decision.consumerReport;
  return {
    applicationId: row.id,
    applicationNumber: row.applicationNumber,
    brandName: brand,
    action: isDeclined(row) ? 'CREDIT_DENIED' : 'CONVERSION_DENIED',
    decidedAt:
      conversion && !isDeclined(row) ? conversion.deniedAt : (decision.decidedAt ?? row.modifiedAt.toISOString()),
    reasons: decision.reasons.length > 0 ? decision.reasons : conversion ? [CONVERSION_DENIED_REASON] : [],
    creditor: creditorParty(creditor),
    agency: creditor.agency,
    consumerReport: report
      ? {
          bureau: report.bureau
            ? {
                name: report.bureau,
                addressLines: (report.address ?? '').split('\n').filter(Boolean),
                phone: report.phone ?? null,
                website: report.website ?? null,
              }
            : DEMO_BUREAU,
          score: report.score ?? null,
          scoreRangeLow: report.scoreRange?.low ?? null,
          scoreRangeHigh: report.scoreRange?.high ?? null,
          scoreDate: report.pulledOn ?? null,
          keyFactors: report.keyFactors ?? [],
        }
      : null,
    noticePeriodDays: creditor.noticeDays,
    pdfUrl: null,
  };
}
