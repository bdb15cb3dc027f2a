// The input filters, applied to what is typed into number and money fields: numbers keep their
// digits; currency keeps digits and the dot; negative currency also keeps a minus.

export const filterNumber = (input: string): string => input.replace(/\D/g, '');

export const filterCurrency = (input: string): string => input.replace(/[^\d.]/g, '');

export const filterNegativeCurrency = (input: string): string => input.replace(/[^\d.-]/g, '');
