// The loan conversion feature's addresses.
export const conversionPaths = {
  choose: '/loan/conversion',
  convert: '/loan/conversion/convert',
  refinance: '/loan/conversion/refinance',
} as const;

/**
 * The query parameter naming the saved conversion on the convert and refinance pages, so a reload resumes its step
 * from the server (its id only: the terms are the server's, and only its owner may read them).
 */
export const CONVERSION_ID_PARAM = 'conversion';

export const conversionStepPath = (type: 'CONVERSION' | 'REFINANCE', id: string) =>
  `${type === 'CONVERSION' ? conversionPaths.convert : conversionPaths.refinance}?${CONVERSION_ID_PARAM}=${encodeURIComponent(id)}`;
