// English words of the application's personal step beyond its fields, spread into ../en.ts.
export const personalEn = {
  // What applying does to the customer's credit, told where the SSN is asked (docs/decision.md, "Your credit").
  'application.personal.creditCheck':
    "When you submit your application, we check your credit file with a consumer reporting agency. It's a soft inquiry: it doesn't affect your credit score. If you take out a loan, we may report it and your payments to credit bureaus.",
} as const;
