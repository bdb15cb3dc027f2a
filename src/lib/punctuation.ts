// A name set right before a full stop ("© 2026 Harbor Check & Loan, Inc. All rights reserved."): a name that ends in
// one already ("Inc.") must not get a second.
export const beforeFullStop = (name: string): string => name.replace(/\.+$/, '');
