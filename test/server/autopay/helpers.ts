// The autopay server tests' callers: the seeded customers with an open loan (docs/seed-data.md) and the CSR.
export const CSR = 'csr.admin@example.com';
export const PAYDAY = { email: 'open.payday@example.com', loanNumber: 'PDL-5000501' };
export const INSTALLMENT = { email: 'installment.customer@example.com', loanNumber: 'ILP-1900101' };
