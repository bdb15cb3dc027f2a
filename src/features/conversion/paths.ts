// The loan conversion feature's addresses (spec 000 "Loan conversion routes").
export const conversionPaths = {
  choose: '/loan/conversion',
  convert: '/loan/conversion/convert',
  refinance: '/loan/conversion/refinance',
} as const;
