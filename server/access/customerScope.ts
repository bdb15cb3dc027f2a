// The one rule for "whose data is this": a customer sees only their own records; a CSR sees only the customer
// they are acting as. An e-mail argument naming anyone else is refused rather than silently ignored.
import { AccessRefused } from '../domainErrors';

export function customerEmailFor(req: { customerEmail: string | null }, requested?: string | null): string {
  const own = req.customerEmail;
  if (!own) throw new AccessRefused('Choose a customer to act as first.');
  if (requested != null && requested.trim().toLowerCase() !== own) {
    throw new AccessRefused('You can only see your own information.');
  }
  return own;
}
